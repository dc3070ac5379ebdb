// Original file: proto/receipts/v1/receipts.proto


export interface ReceiptIntent {
  'amount'?: (string);
  'currency'?: (string);
  'expiry'?: (string);
  'payment_id'?: (string);
  'recipient'?: (string);
  'settlement_asset'?: (string);
  '_amount'?: "amount";
  '_currency'?: "currency";
  '_expiry'?: "expiry";
  '_payment_id'?: "payment_id";
  '_recipient'?: "recipient";
  '_settlement_asset'?: "settlement_asset";
}

export interface ReceiptIntent__Output {
  'amount'?: (string);
  'currency'?: (string);
  'expiry'?: (string);
  'payment_id'?: (string);
  'recipient'?: (string);
  'settlement_asset'?: (string);
  '_amount'?: "amount";
  '_currency'?: "currency";
  '_expiry'?: "expiry";
  '_payment_id'?: "payment_id";
  '_recipient'?: "recipient";
  '_settlement_asset'?: "settlement_asset";
}
