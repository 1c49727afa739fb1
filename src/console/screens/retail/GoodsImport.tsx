/**
 * The goods import on the goods list (`list.actions` of resources/retail/goods.ts: the call goodsImport, the
 * code goods.import), through the console's import dialog (ui/ImportDialog.tsx): an .xlsx, .xls or .csv whose
 * columns are named in any of the four languages (the template's header is in the user's), each imported
 * row shown as its new good, a wrong cell's column named as the goods form names it. How many goods
 * imports have created so far (goodsImportCount) is shown above the file, so a file imported once is not
 * imported twice. The server decides a file's kind by its bytes; the name is only checked here to help.
 */
import { useDataProvider, useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import type { OpsDataProvider } from '../../providers/dataProvider';
import { useAccess } from '../../crud/access';
import { LIMITS } from '../../../domain/limits';
import type { Locale } from '../../../domain/locale';
import { GOODS_IMPORT_COLUMNS, goodsTemplateHeader } from '../../../domain/goods-io';
import { ImportDialog, type ImportedRow } from '../../ui/ImportDialog';
import { useIntlLocale } from '../../ui/locale';

const T = 'goodsio.import';

interface ImportedGood extends ImportedRow {
  id: number;
  barcode: string;
  name: string;
}

/** How many goods imports have created, in how many imports (shown while the dialog is open). */
function ImportedSoFar({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const number = new Intl.NumberFormat(useIntlLocale());
  const dataProvider = useDataProvider<OpsDataProvider>();
  const { can } = useAccess();
  const counted = Boolean(declaration.calls.actions?.importCount) && can(declaration.permissions.importCount);
  const soFar = useQuery({
    queryKey: [declaration.name, 'importCount'],
    queryFn: async () => (await dataProvider.action(declaration.name, 'importCount', {})).data as { count: number; imports: number },
    enabled: counted,
  });
  if (!soFar.data) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="goods-import-so-far">
      {translate(`${T}.so_far`, { count: number.format(soFar.data.count), imports: number.format(soFar.data.imports) })}
    </Typography>
  );
}

export function GoodsImport({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = (locale ?? 'ja') as Locale;
  const field = (key: string) => translate(`resources.goods.fields.${key}`, { _: key });
  return (
    <ImportDialog<ImportedGood>
      declaration={declaration}
      messages={T}
      id="goods-import"
      limits={{ rows: LIMITS.goodsImportMaxRows, bytes: LIMITS.goodsImportMaxBytes }}
      template={{ fileName: 'goods-import.xlsx', sheet: 'goods', header: goodsTemplateHeader(lang) }}
      columns={GOODS_IMPORT_COLUMNS.map((c) => ({
        key: c.key,
        name: c.label[lang],
        holds: translate(`${T}.columnRules.${c.key}`),
        required: c.import === 'required',
      }))}
      resultColumns={[
        { key: 'barcode', header: field('barcode'), render: (r) => r.barcode },
        { key: 'name', header: field('name'), render: (r) => r.name },
      ]}
      columnName={field}
    >
      <ImportedSoFar declaration={declaration} />
    </ImportDialog>
  );
}

export default GoodsImport;
