/** Examples for the integration API's OpenAPI document (/api/docs): real-looking items of a Logo-run dealer network. */

export const BATCH_EXAMPLES = {
  firms: {
    items: [
      {
        code: '1001',
        name: 'Demo Bayi',
        taxNumber: '1234567808',
        taxOffice: 'Büyük Mükellefler',
        city: 'İstanbul',
        email: 'muhasebe@demobayi.com.tr',
        phone: '0212 555 10 01',
        riskLimit: '2500000.00',
        isActive: true,
      },
      {
        code: '1002',
        name: 'Demo Alt Bayi',
        parentCode: '1001',
        taxNumber: '10000000146',
        city: 'İstanbul',
        riskLimit: '250000.00',
        groupCode: 'B',
        dbsLimits: [{ bankCode: '0046', limit: '250000.00' }],
      },
    ],
  },
  movements: {
    items: [
      {
        externalId: 'CLFLINE:84211',
        firmCode: '1002',
        date: '2026-03-10',
        dueDate: '2026-04-09',
        documentType: 'invoice',
        documentNo: 'DTC2026000000131',
        description: 'Satış faturası',
        debit: '12500.00',
      },
      {
        externalId: 'CLFLINE:84262',
        firmCode: '1002',
        date: '2026-03-18',
        documentType: 'payment',
        documentNo: 'TAH2026000412',
        description: 'Havale/EFT ile tahsilat',
        credit: '5000.00',
      },
      {
        externalId: 'CLFLINE:84310',
        firmCode: '1002',
        date: '2026-03-20',
        documentType: 'invoice',
        documentNo: 'DTC2026000000140',
        description: 'Satış faturası (USD)',
        debit: '34150.00',
        currencyCode: 'USD',
        fxAmount: '1000.00',
        fxRate: '34.150000',
      },
    ],
  },
  'due-items': {
    items: [
      {
        externalId: 'PAYTRANS:55120',
        firmCode: '1002',
        documentNo: 'DTC2026000000131',
        documentDate: '2026-03-10',
        dueDate: '2026-04-09',
        installmentNo: 1,
        installmentCount: 2,
        amount: '6250.00',
        paidAmount: '5000.00',
      },
    ],
  },
  invoices: {
    items: [
      {
        externalId: 'INVOICE:7781',
        firmCode: '1002',
        invoiceNo: 'DTC2026000000131',
        invoiceDate: '2026-03-10',
        dueDate: '2026-05-09',
        amount: '12500.00',
        paidAmount: '5000.00',
        discountable: true,
        dbs: { bankCode: '0046', status: 4, guaranteedAmount: '12500.00' },
      },
    ],
  },
  stocks: {
    items: [
      {
        code: 'STK-10001',
        name: 'Viko Topraklı Priz Beyaz',
        brand: 'Viko',
        group: 'Anahtar ve Prizler',
        unit: 'Adet',
        barcode: '8690000104710',
        listPrice: '89.90',
        vatRate: '20',
        warehouses: [
          { code: 'MRK', name: 'Merkez Depo', onHand: 120, reserved: 20 },
          { code: 'IZM', name: 'İzmir Bölge Depo', onHand: '7' },
        ],
      },
    ],
  },
} as const;

export const BATCH_ANSWER_EXAMPLE = {
  success: true,
  message: '',
  data: {
    created: 2,
    updated: 0,
    unchanged: 0,
    failed: 1,
    results: [
      { index: 0, key: 'CLFLINE:84211', status: 'created', errors: [] },
      { index: 1, key: 'CLFLINE:84262', status: 'created', errors: [] },
      {
        index: 2,
        key: 'CLFLINE:84310',
        status: 'failed',
        errors: [
          {
            field: 'firmCode',
            message: "'firmCode' ile gönderilen cari bulunamadı. Önce cariyi /firms ile gönderiniz.",
          },
        ],
      },
    ],
  },
};

export const COLLECTION_EXAMPLE = {
  id: '6f1c2b7e-9d0a-48c6-b3e5-f7a9c1d2e3f4',
  firmCode: '1002',
  date: '2026-03-21',
  authorisedAt: '2026-03-21T08:42:11.000Z',
  amount: '5000.00',
  commission: '89.50',
  totalAmount: '5089.50',
  currencyCode: 'TRY',
  installmentCount: 1,
  bankName: 'Akbank',
  maskedCardNumber: '435508******4358',
  authCode: '418522',
  referenceNumber: null,
  orderId: 'T260321K7D2M9QAXZ',
  channel: 'pay_without_login',
  description: 'Mart ayı cari ödemesi',
  status: 'authorised',
  refundedAmount: '0.00',
  erpDocumentNo: null,
  erpPostedAt: null,
};
