/**
 * Message statistics / link flow (spec document 2 §3–4; the devices area's "message statistics" menu): for
 * the caller's fleet or one device and a period, the pushes counted by delivery status, the slow ones
 * (whole link over 5 s) and the median and 95th percentile of each link interval; the recent pushes; and
 * one push looked up by serial number and requestId, drawn as its four stages (linkFlowParts.tsx).
 */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import type { ScreenProps } from '../../crud/registry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { LinkFlowPanel } from './linkFlowParts';

export function LinkFlow(_props: ScreenProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading>{translate('screens.link.title')}</ScreenHeading>
      <LinkFlowPanel />
    </Box>
  );
}

export default LinkFlow;
