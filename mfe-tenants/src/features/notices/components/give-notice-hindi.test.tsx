// Issue 42: the tenant's 'Give notice' asks to confirm with what the notice means, in Hindi too.
import type { Tenant } from '@pgportal/contracts/types';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderPage } from '@pgportal/testing';
import { useLanguage } from '@pgportal/runtime/language';
import { MyNotice } from './my-notice';

afterEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

it('confirms a short notice in Hindi: the notice period, the days short and the deduction', async () => {
  useLanguage.getState().setLanguage('hi');
  const api = mockApi({
    'GET /tenant/my-notice': () => ok(null),
    'GET /tenant/my-notice/preview': () =>
      ok({
        noticeDate: '2026-11-20',
        moveOutDate: '2026-12-05',
        noticePeriodDays: 30,
        shortNotice: true,
        daysShort: 15,
        suggestedDeduction: 3870.97,
      }),
  });
  renderPage(<MyNotice tenant={{ _id: 't1', bedId: 'b1', deposit: null } as Tenant} />, {
    url: '/tenant/billing',
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/कमरा छोड़ने की तारीख/), '2026-12-05');
  await user.click(screen.getByRole('button', { name: 'नोटिस दें' }));
  const confirm = await screen.findByRole('dialog', { name: /को कमरा छोड़ने का नोटिस दें\?/ });
  expect(confirm).toHaveTextContent('नोटिस अवधि: 30 दिन।');
  expect(confirm).toHaveTextContent('यह नोटिस, नोटिस अवधि से 15 दिन कम है।');
  expect(confirm).toHaveTextContent(/PG आपके डिपॉज़िट से .*3,870\.97 \(उन दिनों का किराया\) काट सकता है।/);
  expect(within(confirm).getByRole('button', { name: 'हाँ, नोटिस दें' })).toBeInTheDocument();
  expect(api.callsTo('POST', '/tenant/my-notice')).toHaveLength(0);
});
