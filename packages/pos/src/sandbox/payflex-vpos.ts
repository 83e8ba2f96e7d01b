import { textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import type { SandboxMerchant } from './merchants.js';
import {
  majorOf,
  mangled,
  maskHolder,
  recordMovement,
  resultCodeOf,
  type VposOutcome,
  vposAnswer,
  vposRefusal,
} from './payflex-answers.js';
import { minorOf, type PayflexEnrolments } from './payflex-mpi.js';
import { maskedPan } from './xml-api.js';

/**
 * The sandbox VPOS (Vposreq.aspx): credentials (9039), then Sale/Auth against the MPI's enrolment (CAVV, card and
 * MpiTransactionId it issued: 0580; the enrolled amount: 1047; once per enrolment and order: 1006), Capture,
 * Cancel until the end of day (2202 after), Refund only after it (1089 before; 1059 fully refunded, 1083
 * cancelled, 1046 more than the sale), journaling every money movement under our order id.
 */
export class PayflexVpos {
  constructor(
    private readonly context: SandboxContext,
    private readonly enrolments: PayflexEnrolments,
  ) {}

  async handle(request: XmlNode): Promise<VposOutcome> {
    const merchant = this.context.merchant(textOf(request, 'MerchantId'), 'payflex');
    const terminal = textOf(request, 'TerminalNo');
    if (
      !merchant ||
      textOf(request, 'Password') !== merchant.apiPassword ||
      (terminal !== '' && terminal !== merchant.terminalId)
    ) {
      return vposRefusal(request, '9039', 'Üye işyeri bulunamadı.');
    }
    const type = textOf(request, 'TransactionType');
    switch (type) {
      case 'Sale':
      case 'Auth':
        return this.provision(merchant, request, type === 'Sale' ? 'Auth' : 'PreAuth');
      case 'Capture':
      case 'Cancel':
      case 'Refund':
        return this.onReference(merchant, request, type);
      default:
        return vposRefusal(request, '1082', 'Geçersiz işlem tipi');
    }
  }

  private async provision(
    merchant: SandboxMerchant,
    request: XmlNode,
    kind: 'Auth' | 'PreAuth',
  ): Promise<VposOutcome> {
    const orderId = textOf(request, 'OrderId');
    const enrolment = this.enrolments.find(merchant.clientId, textOf(request, 'MpiTransactionId'));
    if (
      enrolment?.status !== 'authenticated' ||
      enrolment.cavv !== textOf(request, 'CAVV') ||
      enrolment.pan !== textOf(request, 'Pan') ||
      `20${enrolment.expiry}` !== textOf(request, 'Expiry')
    ) {
      return vposRefusal(request, '0580', 'HATALI 3D GÜVENLİK BİLGİSİ');
    }
    const installments = Number(textOf(request, 'NumberOfInstallments') || '0');
    if (
      enrolment.amount !== textOf(request, 'CurrencyAmount') ||
      enrolment.currency !== textOf(request, 'CurrencyCode') ||
      (installments > 1 ? installments : 0) !== enrolment.installments
    ) {
      return vposRefusal(request, '1047', 'İşlem tutarı geçersizdir.');
    }
    if (orderId === '') {
      return vposRefusal(request, '1078', 'Geçersiz sipariş numarası');
    }
    const holder = textOf(request, 'CardHoldersName');
    if (mangled(holder)) {
      return vposRefusal(request, '1099', 'Lütfen geçerli bir Kart Sahibi ismi giriniz.');
    }
    const entry = {
      orderId,
      type: kind,
      amount: enrolment.amount,
      currency: enrolment.currency,
      maskedPan: maskedPan(enrolment.pan),
    };
    const taken = this.context.journal
      .forOrder(merchant.clientId, orderId)
      .some((item) => (item.type === 'Auth' || item.type === 'PreAuth') && item.outcome === 'approved');
    if (enrolment.used || taken) {
      const replay = recordMovement(this.context, merchant, entry, '1006');
      return vposAnswer(
        replay,
        request,
        'Bu TransactionId ile daha önce başarılı bir işlem gerçekleştirilmiş',
      );
    }
    enrolment.used = true;
    const outcome = this.context.outcomeFor(enrolment.pan);
    const code = outcome.approved ? '0000' : resultCodeOf(outcome.code);
    const journaled = recordMovement(
      this.context,
      merchant,
      entry,
      code,
      textOf(request, 'TransactionId') || undefined,
    );
    if (this.context.authDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.context.authDelayMs));
    }
    return vposAnswer(journaled, request, outcome.approved ? 'İşlem Başarılı' : 'İŞLEM ONAYLANMADI.', {
      ECI: enrolment.eci ?? '',
      CustomItems: { Item: maskHolder(holder) },
    });
  }

  private onReference(
    merchant: SandboxMerchant,
    request: XmlNode,
    type: 'Capture' | 'Cancel' | 'Refund',
  ): VposOutcome {
    const reference = textOf(request, 'ReferenceTransactionId');
    const { journal } = this.context;
    const referenced = journal
      .list()
      .find((item) => item.clientId === merchant.clientId && item.transId === reference && reference !== '');
    if (!referenced) {
      return vposRefusal(request, '1007', 'Referans transaction alınamadı');
    }
    const history = journal.forOrder(merchant.clientId, referenced.orderId);
    const approved = (kind: string) =>
      history.find((item) => item.type === kind && item.outcome === 'approved');
    const base = { orderId: referenced.orderId, maskedPan: null };
    const amountText = textOf(request, 'CurrencyAmount');
    const amount = /^\d+\.\d{2}$/.test(amountText) ? minorOf(amountText) : null;
    if (approved('Void')) {
      return vposRefusal(
        request,
        type === 'Capture' ? '1088' : '1083',
        'Referans işlem daha önceden iptal edilmiş.',
      );
    }
    if (type === 'Capture') {
      const pre = approved('PreAuth');
      if (!pre) {
        return vposRefusal(request, '1089', 'Referans işlem yapılmak istenen işlem için uygun değil');
      }
      if (approved('PostAuth')) {
        return vposRefusal(request, '1065', 'Ön provizyon daha önceden kapatılmış');
      }
      if (
        amount === null ||
        amount <= 0n ||
        amount > minorOf(pre.amount) ||
        textOf(request, 'CurrencyCode') !== pre.currency
      ) {
        return vposRefusal(request, '1047', 'İşlem tutarı geçersizdir.');
      }
      return vposAnswer(
        recordMovement(
          this.context,
          merchant,
          { ...base, type: 'PostAuth', amount: majorOf(amount), currency: pre.currency },
          '0000',
        ),
        request,
        'İşlem Başarılı',
      );
    }
    const sale =
      approved('PostAuth') ?? approved('Auth') ?? (type === 'Cancel' ? approved('PreAuth') : undefined);
    if (!sale) {
      return vposRefusal(request, '1089', 'Referans işlem yapılmak istenen işlem için uygun değil');
    }
    const refunded = history
      .filter((item) => item.type === 'Credit' && item.outcome === 'approved')
      .reduce((sum, item) => sum + minorOf(item.amount), 0n);
    if (type === 'Cancel') {
      if (refunded > 0n || this.context.settled(sale)) {
        return vposRefusal(request, '2202', 'İşlem iptal edilemez. ( Batch Kapalı )');
      }
      return vposAnswer(
        recordMovement(
          this.context,
          merchant,
          { ...base, type: 'Void', amount: sale.amount, currency: sale.currency },
          '0000',
        ),
        request,
        'İşlem Başarılı',
      );
    }
    if (!this.context.settled(sale)) {
      return vposRefusal(request, '1089', 'Gün sonu alınmadan iade yapılamaz; işlemi iptal edin.');
    }
    if (refunded >= minorOf(sale.amount)) {
      return vposRefusal(request, '1059', 'Yeniden iade denemesi.');
    }
    if (amount === null || amount <= 0n) {
      return vposRefusal(request, '1049', 'Geçersiz tutar.');
    }
    if (refunded + amount > minorOf(sale.amount)) {
      return vposRefusal(request, '1046', 'İade işleminde tutar hatalı.');
    }
    return vposAnswer(
      recordMovement(
        this.context,
        merchant,
        { ...base, type: 'Credit', amount: majorOf(amount), currency: sale.currency },
        '0000',
      ),
      request,
      'İşlem Başarılı',
    );
  }
}
