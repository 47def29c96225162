// What a payment gateway charges the business for one payment: its flat fee plus its percentage of
// the amount, in whole rupiah. The percentage is stored with two decimals (0.70 %), so it is read as
// hundredths of a percent and the product stays in integers; a half rupiah rounds up, as the
// providers round their fees.
export function gatewayFee(amount: number, gateway: { feeFlat: number; feePercent: number }): number {
  const basisPoints = Math.round(gateway.feePercent * 100);
  return gateway.feeFlat + Math.floor((amount * basisPoints + 5_000) / 10_000);
}
