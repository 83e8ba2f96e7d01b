/** Fields the support copy of a callback keeps in full; every other value is shortened or hidden. */
const VISIBLE_FIELDS = new Set([
  'clientid',
  'oid',
  'orderid',
  'amount',
  'txnamount',
  'currency',
  'txncurrencycode',
  'taksit',
  'txninstallmentcount',
  'storetype',
  'secure3dsecuritylevel',
  'trantype',
  'txntype',
  'islemtipi',
  'lang',
  'mdstatus',
  'mderrormsg',
  'mderrormessage',
  'txstatus',
  'txnstatus',
  'eci',
  'response',
  'procreturncode',
  'authcode',
  'hostrefnum',
  'transid',
  'errmsg',
  'hostmsg',
  'maskedpan',
  'maskedcreditcard',
  'hashalgorithm',
  'hashparams',
  'version',
  'merchantid',
  'merchantname',
  'terminalid',
  'terminalmerchantid',
  'okurl',
  'failurl',
  'successurl',
  'errorurl',
]);

/** The callback as support may see it: the fields we decide on in full; secrets and 3-D proofs cut short. */
export function maskedCopy(fields: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (VISIBLE_FIELDS.has(key.toLowerCase())) {
      out[key] = value.slice(0, 200);
    } else if (value.length > 8) {
      out[key] = `${value.slice(0, 4)}…(${value.length})`;
    } else {
      out[key] = value === '' ? '' : '***';
    }
  }
  return out;
}
