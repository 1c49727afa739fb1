/** The vending screens' pager, "page n of m" with Previous and Next: the order list and the summary page alike. */
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function PrevNext({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end" sx={{ mt: 1 }}>
      <Typography variant="body2">{translate('cash.pageOf', { page, pages, total })}</Typography>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate('cash.prev')}
      </Button>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {translate('cash.next')}
      </Button>
    </Stack>
  );
}
