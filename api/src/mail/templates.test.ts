import { reminderMail } from './billing-mails';
import { complaintStatusMail } from './complaint-mails';
import { verificationMail } from './templates';

// Names are shown with each word capitalised (SPEC §1), in mails too, whatever was typed.
describe('the mails greet people by their capitalised name', () => {
  it('verification', () => {
    const mail = verificationMail('asha@example.com', 'asha rao', 'https://pg.example/verify?token=t', 48);
    expect(mail.text).toContain('Hello Asha Rao,');
    expect(mail.html).toContain('<p>Hello Asha Rao,</p>');
  });

  it('billing reminders', () => {
    const mail = reminderMail('ISSUED', {
      to: 'asha@example.com',
      tenantName: 'asha  rao',
      propertyName: 'Sunrise PG',
      invoiceId: 'INV-2026-000001',
      amountDue: 'Rs. 8,500.00',
      dueDate: '2026-11-30',
      billingUrl: 'https://pg.example/tenant/billing',
    });
    expect(mail.text).toContain('Hello Asha Rao,');
    expect(mail.html).toContain('<p>Hello Asha Rao,</p>');
  });

  it('complaint status changes', () => {
    const mail = complaintStatusMail(
      { email: 'asha@example.com', name: "mary-jane d'souza", issue: 'The fan is broken' },
      'PENDING',
      'RESOLVED',
    );
    expect(mail.text).toContain("Hello Mary-Jane D'Souza,");
    expect(mail.html).toContain('<p>Hello Mary-Jane D&#39;Souza,</p>');
  });
});

// Issue 27: a tenant who chose Hindi reads their mails in Hindi, amounts with ₹.
describe('the mails in the tenant’s language', () => {
  it('writes a Hindi reminder with the amount and date as given', () => {
    const mail = reminderMail('OVERDUE', {
      to: 'asha@example.com',
      tenantName: 'asha rao',
      propertyName: 'Sunrise PG',
      invoiceId: 'INV-2026-000001',
      amountDue: '₹8,500.00',
      dueDate: '30 नवंबर 2026',
      billingUrl: 'https://pg.example/tenant/billing',
      language: 'hi',
    });
    expect(mail.subject).toBe('बकाया: बिल INV-2026-000001 का भुगतान 30 नवंबर 2026 तक करना था');
    expect(mail.text).toContain('नमस्ते Asha Rao,');
    expect(mail.text).toContain('बिल INV-2026-000001 पर ₹8,500.00 30 नवंबर 2026 को देय था और अब बकाया है।');
    expect(mail.html).toContain('अपना बिलिंग पेज खोलें');
  });

  it('writes a Hindi complaint status mail, statuses in Hindi', () => {
    const mail = complaintStatusMail(
      { email: 'asha@example.com', name: 'asha rao', issue: 'पंखा खराब है', language: 'hi' },
      'PENDING',
      'REJECTED',
      'मरम्मत हो चुकी है',
    );
    expect(mail.subject).toBe('आपकी शिकायत अब अस्वीकृत है');
    expect(mail.text).toContain('आपकी शिकायत की स्थिति लंबित से बदलकर अस्वीकृत हो गई है।');
    expect(mail.text).toContain('कारण: मरम्मत हो चुकी है');
  });
});
