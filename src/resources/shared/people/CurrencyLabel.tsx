import { useTranslate } from 'react-admin';
import { useNumberFormat } from '../../../format/numbers';

/**
 * A money input's label with the site currency's sign in the admin's language ("Minimum amount (€)",
 * "Montant minimum ($US)"): `message` holds %{currency}. An element, which react-admin's inputs and
 * "add filter" menu show as it is.
 */
export function CurrencyLabel({ message }: { message: string }) {
  const translate = useTranslate();
  const { currencySymbol } = useNumberFormat();
  return <span>{translate(message, { currency: currencySymbol })}</span>;
}
