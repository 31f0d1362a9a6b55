/** A shipping address as stored (contracts' usAddressSchema checks it before it is). */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}
