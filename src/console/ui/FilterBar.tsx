/**
 * The filters of a bespoke list: a search form whose fields sit side by side in as many columns as the width
 * allows (react-admin's theme makes every field full width, which stacked a list's filters over its whole
 * first screen at 1366 px), its buttons after the fields.
 */
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

export function FilterBar({ onSubmit, children, buttons }: { onSubmit: () => void; children: ReactNode; buttons: ReactNode }) {
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5, alignItems: 'center', '& .MuiFormControl-root': { m: 0 } }}
    >
      {children}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', gridColumn: 'span 1' }}>{buttons}</Box>
    </Box>
  );
}
