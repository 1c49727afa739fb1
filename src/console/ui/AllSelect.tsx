/** A list's filter as a select whose first option, the empty value, stands for every value ("all", or a dash): the lists' filters write it alike. */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';

export function AllSelect({
  allLabel,
  options,
  onChange,
  ...field
}: {
  /** The first option's text. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
} & Omit<TextFieldProps, 'select' | 'onChange' | 'children'>) {
  return (
    <TextField select size="small" {...field} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
