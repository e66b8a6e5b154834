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
