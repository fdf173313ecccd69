import {
  medicinePackagePriceRecordSchema,
  medicinePackagePriceUpdateSchema,
} from '@vetbo/domain/services/medicine-package-prices';
import { useTranslation } from 'react-i18next';
import { medicinePackagePricesApi } from '../../../app/api/medicine-package-prices.ts';
import { RecordFormDrawer } from '../../../components/forms/RecordFormDrawer.tsx';

const SECTIONS = { price: ['priceWithoutVat'] } as const;

interface MedicinePackagePriceDrawerProps {
  id: number;
  /** How the catalogue names the package: "A". */
  name: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * An ADMIN's side panel for one medicine package's yearly price, typed in euros; it reads the package
 * for the ETag its PATCH sends back in If-Match (a 412 offers to reload the current price).
 */
export function MedicinePackagePriceDrawer({ id, name, opened, onClose }: MedicinePackagePriceDrawerProps) {
  const { t } = useTranslation();
  return (
    <RecordFormDrawer
      area="medicinePackagePrices"
      api={medicinePackagePricesApi}
      id={id}
      opened={opened}
      onClose={onClose}
      schema={medicinePackagePriceRecordSchema}
      updateSchema={medicinePackagePriceUpdateSchema}
      sections={SECTIONS}
      texts={{
        title: t('medicinePackagePrice.form.title', { name }),
        saved: t('medicinePackagePrice.form.saved'),
      }}
      label={() => t('medicinePackagePrice.form.price')}
      sectionTitle={() => t('medicinePackagePrice.form.section', { name })}
      hint={() => t('medicinePackagePrice.form.priceHint')}
      testId="medicine-package-price-drawer"
      size="lg"
    />
  );
}
