// 'I have paid' for one invoice or for everything due (one UTR, a part amount), and a claim closed
// by a payment recorded another way. Spread into the catalogue.
export const CLAIM_WORDS_EN = {
  iHavePaidAll: 'I have paid everything due',
  amountPaidLabel: 'Amount paid',
  amountPaidHint: 'Less than {{amount}} is a part payment.',
  amountPaidHintAll: 'Less than {{amount}} is a part payment: it pays the oldest invoice first.',
  claimSettled: 'Your payment claim (UTR {{utr}}) was closed: the payment was recorded another way.',
};

export const CLAIM_WORDS_HI: Record<keyof typeof CLAIM_WORDS_EN, string> = {
  iHavePaidAll: 'मैंने सारे बकाया का भुगतान कर दिया है',
  amountPaidLabel: 'चुकाई गई रकम',
  amountPaidHint: '{{amount}} से कम आंशिक भुगतान है।',
  amountPaidHintAll: '{{amount}} से कम आंशिक भुगतान है: पहले सबसे पुराना बिल चुकता होता है।',
  claimSettled: 'आपका भुगतान दावा (UTR {{utr}}) बंद हुआ: भुगतान दूसरे तरीके से दर्ज हो गया।',
};
