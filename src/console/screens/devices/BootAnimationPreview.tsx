/**
 * Plays a boot animation in the browser as a device would: each part's frames at the header's rate, a
 * part played COUNT times then held PAUSE frames; a part of count 0 loops (on a device, until boot ends).
 * The frames are the zip's own PNG bytes (a stored zip needs no unpacking), shown through object URLs.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BootAnimation, ZipEntry } from '../../../domain/boot-animation';

const T = 'screens.bootAnimations.preview';

/** The frames in play order up to the first endless part, and where the endless loop starts (or -1). */
export function timeline(animation: BootAnimation): { frames: string[]; loopFrom: number } {
  const frames: string[] = [];
  for (const part of animation.parts) {
    const once = [...part.frames, ...Array<string>(part.pause).fill(part.frames[part.frames.length - 1])];
    if (part.count === 0) {
      const loopFrom = frames.length;
      frames.push(...once);
      return { frames, loopFrom };
    }
    for (let i = 0; i < part.count; i++) frames.push(...once);
  }
  return { frames, loopFrom: -1 };
}

export function BootAnimationPreview({ animation, entries }: { animation: BootAnimation; entries: ZipEntry[] }) {
  const translate = useTranslate();
  const { frames, loopFrom } = useMemo(() => timeline(animation), [animation]);
  // one object URL per frame entry, released with the preview
  const urls = useMemo(() => {
    const byName = new Map(entries.map((e) => [e.name, e]));
    const out = new Map<string, string>();
    for (const name of new Set(frames)) out.set(name, URL.createObjectURL(new Blob([byName.get(name)!.data as BlobPart], { type: 'image/png' })));
    return out;
  }, [entries, frames]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing || frames.length === 0) return;
    const timer = setInterval(() => {
      setAt((i) => {
        if (i + 1 < frames.length) return i + 1;
        if (loopFrom >= 0) return loopFrom;
        setPlaying(false);
        return i;
      });
    }, 1000 / animation.fps);
    return () => clearInterval(timer);
  }, [playing, frames, loopFrom, animation.fps]);

  const scale = Math.min(1, 360 / animation.width, 240 / animation.height);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={translate(`${T}.label`)}>
      <Box sx={{ bgcolor: 'common.black', display: 'inline-block', lineHeight: 0 }}>
        <img
          src={urls.get(frames[at])}
          alt={translate(`${T}.frame`, { frame: frames[at] ?? '' })}
          width={Math.round(animation.width * scale)}
          height={Math.round(animation.height * scale)}
          data-testid="boot-preview-frame"
          data-frame={frames[at]}
        />
      </Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
        <Button size="small" onClick={() => (playing ? setPlaying(false) : (setAt((i) => (i + 1 >= frames.length && loopFrom < 0 ? 0 : i)), setPlaying(true)))}>
          {translate(playing ? `${T}.pause` : `${T}.play`)}
        </Button>
        <Typography component="figcaption" variant="caption" color="text.secondary">
          {translate(`${T}.caption`, {
            width: animation.width,
            height: animation.height,
            fps: animation.fps,
            frames: animation.frameCount,
            parts: animation.parts.length,
          })}
        </Typography>
      </Stack>
    </Box>
  );
}
