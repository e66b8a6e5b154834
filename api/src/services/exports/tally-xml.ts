// The TallyPrime import XML (issue 44): an ENVELOPE whose HEADER asks to 'Import Data' and whose
// BODY carries the ledger masters and the vouchers, each in a TALLYMESSAGE, in the shape of Tally's
// developer reference ("Understanding Integration – Transactions", "Case Study I – XML Request and
// Response Formats"; docs/exports.md). Amounts are rupees with two decimals, computed from paise
// with integer arithmetic; a debit is negative with ISDEEMEDPOSITIVE Yes, a credit positive with No.
import { rupeesDecimal } from '../money';

export type VoucherType = 'Sales' | 'Receipt' | 'Payment' | 'Credit Note' | 'Journal';

/** The groups the masters are created under (Tally's predefined groups). */
export type LedgerGroup =
  | 'Sundry Debtors'
  | 'Bank Accounts'
  | 'Cash-in-Hand'
  | 'Direct Incomes'
  | 'Indirect Incomes'
  | 'Current Liabilities'
  | 'Duties & Taxes';

/** A GST ledger's type of tax (TallyPrime's 'Tax type': UTGST is entered as State Tax). */
export type GstDutyHead = 'Central Tax' | 'State Tax';

export interface LedgerMaster {
  name: string;
  parent: LedgerGroup;
  /** set on an output tax ledger, under Duties & Taxes */
  dutyHead?: GstDutyHead;
}

/** One line of a voucher: paise > 0 is a debit, < 0 a credit. */
export interface Posting {
  ledger: string;
  paise: number;
}

export interface Voucher {
  type: VoucherType;
  /** YYYY-MM-DD */
  date: string;
  number: string;
  /** the party (a tenant, or the deposit ledger); a GST note's Journal has none */
  party?: string;
  narration: string;
  /** sums to 0: vouchers.ts builds them so */
  postings: Posting[];
}

/** Characters XML 1.0 forbids: controls but tab, LF and CR; a lone surrogate; U+FFFE and U+FFFF. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text or an attribute value, escaped: & < > " ' as entities, forbidden characters dropped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Tally's AMOUNT of a posting: the debit negative (Tally's sign), rupees with two decimals. */
export const tallyAmount = (paise: number): string => rupeesDecimal(-paise);

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
const tallyDate = (day: string) => day.replace(/-/g, '');

function ledgerXml(ledger: LedgerMaster): string {
  return [
    '<TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `<LEDGER NAME="${xmlText(ledger.name)}" ACTION="Create">`,
    `<NAME.LIST TYPE="String">${tag('NAME', ledger.name)}</NAME.LIST>`,
    tag('PARENT', ledger.parent),
    ...(ledger.dutyHead ? [tag('TAXTYPE', 'GST'), tag('GSTDUTYHEAD', ledger.dutyHead)] : []),
    tag('ISBILLWISEON', 'No'),
    '</LEDGER>',
    '</TALLYMESSAGE>',
  ].join('\n');
}

function voucherXml(voucher: Voucher): string {
  // the party's entry first, as Tally enters a voucher
  const ordered = [
    ...voucher.postings.filter((posting) => posting.ledger === voucher.party),
    ...voucher.postings.filter((posting) => posting.ledger !== voucher.party),
  ];
  const entries = ordered.map((posting) =>
    [
      '<ALLLEDGERENTRIES.LIST>',
      tag('LEDGERNAME', posting.ledger),
      tag('ISDEEMEDPOSITIVE', posting.paise > 0 ? 'Yes' : 'No'),
      tag('ISPARTYLEDGER', posting.ledger === voucher.party ? 'Yes' : 'No'),
      tag('AMOUNT', tallyAmount(posting.paise)),
      '</ALLLEDGERENTRIES.LIST>',
    ].join('\n'),
  );
  return [
    '<TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `<VOUCHER VCHTYPE="${xmlText(voucher.type)}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    tag('DATE', tallyDate(voucher.date)),
    tag('EFFECTIVEDATE', tallyDate(voucher.date)),
    tag('VOUCHERTYPENAME', voucher.type),
    tag('VOUCHERNUMBER', voucher.number),
    ...(voucher.party ? [tag('PARTYLEDGERNAME', voucher.party)] : []),
    tag('PERSISTEDVIEW', 'Accounting Voucher View'),
    tag('NARRATION', voucher.narration),
    ...entries,
    '</VOUCHER>',
    '</TALLYMESSAGE>',
  ].join('\n');
}

/** The whole import file: masters first (so the vouchers find their ledgers), then the vouchers. */
export function tallyXml(company: string, ledgers: LedgerMaster[], vouchers: Voucher[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER>',
    tag('TALLYREQUEST', 'Import Data'),
    '</HEADER>',
    '<BODY>',
    '<IMPORTDATA>',
    '<REQUESTDESC>',
    tag('REPORTNAME', 'Vouchers'),
    '<STATICVARIABLES>',
    tag('SVCURRENTCOMPANY', company),
    '</STATICVARIABLES>',
    '</REQUESTDESC>',
    '<REQUESTDATA>',
    ...ledgers.map(ledgerXml),
    ...vouchers.map(voucherXml),
    '</REQUESTDATA>',
    '</IMPORTDATA>',
    '</BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
}
