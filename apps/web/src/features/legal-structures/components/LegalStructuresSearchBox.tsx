import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/data/ListSearchInput.tsx';

interface LegalStructuresSearchBoxProps {
  /** The term in the URL. */
  value: string | undefined;
  onChange: (term: string | undefined) => void;
}

/** The legal structures list's search input (POST …/search). */
export function LegalStructuresSearchBox({ value, onChange }: LegalStructuresSearchBoxProps) {
  const { t } = useTranslation();
  return (
    <ListSearchInput
      label={t('establishments.list.searchLabel')}
      placeholder={t('legalStructures.list.searchPlaceholder')}
      value={value}
      onChange={onChange}
    />
  );
}
