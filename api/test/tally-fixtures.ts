// The Tally export read back for the tests (issue 44): GET /export/tally.xml through the app, the
// XML parsed strictly (xml-reader.ts), each voucher's entries as paise in Tally's sign.
import { API } from '@pgportal/contracts/api-paths';
import { withQuery } from '@pgportal/contracts/api-paths';
import type { TestApp } from './helpers';
import { at, childrenOf, paiseOfAmount, parseXml, textOf, type XmlNode } from './xml-reader';

export interface ReadVoucher {
  vchType: string;
  action: string;
  type: string;
  date: string;
  number: string;
  /** '' when the voucher names no party (a GST note's Journal) */
  party: string;
  narration: string;
  /** Tally's AMOUNT in paise: a debit negative */
  entries: Array<{ ledger: string; deemedPositive: string; isParty: string; amount: number }>;
}

export const tallyUrl = (query: Record<string, string | undefined> = {}) =>
  `/api/v1${withQuery(API.export.tally, query)}`;

export function downloadTally(t: TestApp, cookie: string, query: Record<string, string | undefined> = {}) {
  return t.request({ url: tallyUrl(query), headers: { cookie } });
}

/** A child's text, '' when there is none (more than one is a fault). */
function optionalTextOf(node: XmlNode, name: string): string {
  return childrenOf(node, name).length ? textOf(node, name) : '';
}

/** The file's company, ledger masters and vouchers. */
export function readTally(body: string) {
  const envelope = parseXml(body);
  if (envelope.name !== 'ENVELOPE') throw new Error(`the root is <${envelope.name}>`);
  const importData = at(envelope, 'BODY', 'IMPORTDATA');
  const messages = childrenOf(at(importData, 'REQUESTDATA'), 'TALLYMESSAGE');
  const ledgers = messages.flatMap((message) =>
    childrenOf(message, 'LEDGER').map((ledger) => ({
      name: ledger.attributes.NAME!,
      action: ledger.attributes.ACTION!,
      listedName: textOf(at(ledger, 'NAME.LIST'), 'NAME'),
      parent: textOf(ledger, 'PARENT'),
      taxType: optionalTextOf(ledger, 'TAXTYPE'),
      dutyHead: optionalTextOf(ledger, 'GSTDUTYHEAD'),
    })),
  );
  const vouchers: ReadVoucher[] = messages.flatMap((message) =>
    childrenOf(message, 'VOUCHER').map((voucher) => ({
      vchType: voucher.attributes.VCHTYPE!,
      action: voucher.attributes.ACTION!,
      type: textOf(voucher, 'VOUCHERTYPENAME'),
      date: textOf(voucher, 'DATE'),
      number: textOf(voucher, 'VOUCHERNUMBER'),
      party: optionalTextOf(voucher, 'PARTYLEDGERNAME'),
      narration: textOf(voucher, 'NARRATION'),
      entries: childrenOf(voucher, 'ALLLEDGERENTRIES.LIST').map((entry) => ({
        ledger: textOf(entry, 'LEDGERNAME'),
        deemedPositive: textOf(entry, 'ISDEEMEDPOSITIVE'),
        isParty: textOf(entry, 'ISPARTYLEDGER'),
        amount: paiseOfAmount(textOf(entry, 'AMOUNT')),
      })),
    })),
  );
  return {
    request: textOf(at(envelope, 'HEADER'), 'TALLYREQUEST'),
    report: textOf(at(importData, 'REQUESTDESC'), 'REPORTNAME'),
    company: textOf(at(importData, 'REQUESTDESC', 'STATICVARIABLES'), 'SVCURRENTCOMPANY'),
    ledgers,
    vouchers,
  };
}

/** Each ledger's balance over the vouchers, in Tally's sign (a debit balance negative). */
export function balancesOf(vouchers: ReadVoucher[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const voucher of vouchers)
    for (const entry of voucher.entries)
      balances.set(entry.ledger, (balances.get(entry.ledger) ?? 0) + entry.amount);
  return balances;
}

/** The problems of a voucher's shape: its entries must sum to 0 and each sign match ISDEEMEDPOSITIVE. */
export function unbalanced(vouchers: ReadVoucher[]): string[] {
  const problems: string[] = [];
  for (const voucher of vouchers) {
    const sum = voucher.entries.reduce((total, entry) => total + entry.amount, 0);
    if (sum !== 0) problems.push(`${voucher.number} sums to ${sum}`);
    if (voucher.entries.length < 2) problems.push(`${voucher.number} has ${voucher.entries.length} entries`);
    for (const entry of voucher.entries) {
      if (entry.amount === 0) problems.push(`${voucher.number}: ${entry.ledger} is 0`);
      if (entry.amount < 0 !== (entry.deemedPositive === 'Yes'))
        problems.push(
          `${voucher.number}: ${entry.ledger} ${entry.amount} is ISDEEMEDPOSITIVE ${entry.deemedPositive}`,
        );
    }
    if (voucher.type !== voucher.vchType || voucher.action !== 'Create')
      problems.push(`${voucher.number}: header`);
    // a GST note's Journal names no party: it only moves tax between income and the tax ledgers
    if (voucher.party && !voucher.entries.some((entry) => entry.ledger === voucher.party))
      problems.push(`${voucher.number}: no party entry`);
    if (!voucher.party && voucher.type !== 'Journal') problems.push(`${voucher.number}: no party`);
    if (voucher.entries.filter((entry) => entry.isParty === 'Yes').length !== (voucher.party ? 1 : 0))
      problems.push(`${voucher.number}: party entries`);
  }
  return problems;
}
