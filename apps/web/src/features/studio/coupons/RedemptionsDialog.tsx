import { formatMoney, type StudioCouponRedemption } from '@releve/contracts';
import { FormMessage } from '../../../components/form/FormMessage';
import { DataTable } from '../shared/DataTable';
import { useCouponRedemptions } from './coupons-api';
import { InfoDialog } from './InfoDialog';
import { useCouponTexts } from './texts';

const whenFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Who used a coupon: each order paid with it, newest first. */
export function RedemptionsDialog({ code, onClose }: { code: string; onClose(): void }) {
  const { t } = useCouponTexts();
  const found = useCouponRedemptions(code);
  const rows = found.data?.redemptions;
  return (
    <InfoDialog
      title={t('redemptions.title', { code })}
      closeLabel={t('redemptions.close')}
      onClose={onClose}
      testId="coupon-redemptions"
      wide
    >
      {found.isError && <FormMessage kind="error">{found.error.message}</FormMessage>}
      {rows && rows.length === 0 && <p>{t('redemptions.empty')}</p>}
      {rows && rows.length > 0 && (
        <DataTable<StudioCouponRedemption>
          caption={t('redemptions.caption', { code })}
          rows={rows}
          rowKey={(row) => row.orderId}
          stacked
          columns={[
            {
              id: 'member',
              header: t('redemptions.member'),
              cell: (row) =>
                row.member ? `${row.member.name} (${row.member.email})` : t('redemptions.deleted'),
            },
            { id: 'offer', header: t('redemptions.offer'), cell: (row) => row.offerTitle },
            {
              id: 'amount',
              header: t('redemptions.amountOff'),
              nowrap: true,
              cell: (row) => formatMoney(row.amountOff, row.currency),
            },
            {
              id: 'when',
              header: t('redemptions.when'),
              nowrap: true,
              cell: (row) => whenFormat.format(new Date(row.redeemedAt)),
            },
          ]}
        />
      )}
    </InfoDialog>
  );
}
