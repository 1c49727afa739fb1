/**
 * A wallet card as each platform lays it out: Alipay puts brand and title on the coloured card, WeChat the brand
 * above a coloured header; its custom fields, calls to action, rights and code style below. The design screen
 * previews a draft with it, the public collection page shows the approved card.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getContrastRatio } from '@mui/material/styles';

export type Platform = 'alipay' | 'wechat';
export interface Link {
  label: string;
  url: string;
}
export interface Right {
  title: string;
  detail?: string;
  startDate: string;
  endDate: string;
}
export type CodeStyle = 'qrcode' | 'barcode' | 'text';
export const CODE_STYLES: CodeStyle[] = ['qrcode', 'barcode', 'text'];
export interface Design {
  brand: string;
  title: string;
  color: string;
  codeStyle: CodeStyle;
  logo?: string | null;
  cover?: string | null;
  customFields: Link[];
  actions: Link[];
  rights: Right[];
}
const imageUrl = (key: string) => `/api/ms/card/image/link/${key}`;

/**
 * The text on the card: white, or black on a colour white is not legible on (under 4.5:1, as a light or mid
 * blue like the default #1677FF); white while the colour typed is not a colour yet.
 */
function cardTextColor(color: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) return '#fff';
  return getContrastRatio(color, '#fff') >= 4.5 ? '#fff' : '#000';
}

/** The card as a platform shows it: Alipay puts brand and title on the coloured card, WeChat the brand above a coloured header. */
export function Preview({ platform, design, label, codeLabel }: { platform: Platform; design: Design; label: string; codeLabel: string }) {
  const brand = design.brand || '—';
  const title = design.title || '—';
  const ink = cardTextColor(design.color);
  // both platforms' cards: the colour, the cover image over it, the text in the colour that reads on it
  const face = {
    bgcolor: design.color,
    backgroundImage: design.cover ? `url(${imageUrl(design.cover)})` : undefined,
    backgroundSize: 'cover',
    color: ink,
  };
  return (
    <Box role="figure" aria-label={label} sx={{ width: 280 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {platform === 'alipay' ? (
        <Box
          sx={{
            ...face,
            borderRadius: 3,
            p: 2,
            height: 150,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
          }}
        >
          <Stack direction="row" spacing={1} alignItems="center">
            {design.logo && <Box component="img" src={imageUrl(design.logo)} alt="" sx={{ width: 32, height: 32, borderRadius: '50%' }} />}
            <Typography variant="subtitle2">{brand}</Typography>
          </Stack>
          <Typography variant="h6">{title}</Typography>
        </Box>
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
          <Box
            sx={{
              ...face,
              p: 2,
              height: 110,
            }}
          >
            {design.logo && <Box component="img" src={imageUrl(design.logo)} alt="" sx={{ width: 28, height: 28, borderRadius: 1, float: 'right' }} />}
            <Typography variant="caption">{brand}</Typography>
            <Typography variant="h6">{title}</Typography>
          </Box>
        </Box>
      )}
      <Stack sx={{ mt: 1 }} spacing={0.5}>
        {design.customFields.map((f, i) => (
          <Typography key={`f${i}`} variant="body2">{`${f.label || '—'} ›`}</Typography>
        ))}
        <Stack direction="row" spacing={1}>
          {design.actions.map((a, i) => (
            <Chip key={`a${i}`} size="small" label={a.label || '—'} />
          ))}
        </Stack>
        {design.rights.map((r, i) => (
          <Typography key={`r${i}`} variant="caption" color="text.secondary">
            {`${r.title}${r.detail ? `: ${r.detail}` : ''} (${r.startDate} – ${r.endDate})`}
          </Typography>
        ))}
        <Typography variant="caption" data-testid={`code-style-${platform}`}>
          {codeLabel}
        </Typography>
      </Stack>
    </Box>
  );
}
