import { reminderText, whatsAppLink, whatsAppNumber } from './whatsapp';

describe('WhatsApp reminders', () => {
  it('writes the reminder with the amount, the due date and the UPI link', () => {
    const text = reminderText('en', {
      tenantName: 'Asha Rao',
      amount: 19500.5,
      dueDate: '2026-11-05',
      upiUri: 'upi://pay?pa=x%40okaxis&am=19500.50',
    });
    expect(text).toBe(
      'Hello Asha Rao, this is a reminder that ₹19,500.50 is due (since 5 Nov 2026).\nPay by UPI: upi://pay?pa=x%40okaxis&am=19500.50\nThank you.',
    );
    expect(
      reminderText('en', { tenantName: 'Ravi', amount: 6000, dueDate: '2026-11-30', upiUri: null }),
    ).not.toContain('UPI');
  });

  it('names the Billing link, and writes it in Hindi for a Hindi reader', () => {
    const facts = {
      tenantName: 'Asha Rao',
      amount: 8500,
      dueDate: '2026-11-05',
      upiUri: null,
      billingUrl: 'https://pg.example/tenant/billing',
    };
    expect(reminderText('en', facts)).toBe(
      'Hello Asha Rao, this is a reminder that ₹8,500 is due (since 5 Nov 2026).\nSee your bill and pay: https://pg.example/tenant/billing\nThank you.',
    );
    expect(reminderText('hi', facts)).toBe(
      'नमस्ते Asha Rao, याद दिला रहे हैं कि आपका ₹8,500 बकाया है (5 नवंबर 2026 से देय)।\nअपना बिल देखें और भुगतान करें: https://pg.example/tenant/billing\nधन्यवाद।',
    );
  });

  it('links wa.me to the number with its country code and the text encoded', () => {
    expect(whatsAppNumber('98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('+44 20 7946 0958')).toBe('442079460958');
    expect(whatsAppLink('9876543210', 'Pay ₹5 & thanks')).toBe(
      'https://wa.me/919876543210?text=Pay%20%E2%82%B95%20%26%20thanks',
    );
  });
});
