/** The breadcrumb of the current page: group › page (› create, or edit/show naming the record), from the permission menu. */
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useShellMenu } from './useShellMenu';
import { subTitle, titleKeys } from './titles';
import { useTagLabel } from './TagsContext';

export function Breadcrumb() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { routes } = useShellMenu();
  const keys = titleKeys(pathname, routes, useTagLabel(pathname));
  const parts = [keys.group && translate(keys.group, { _: keys.group }), translate(keys.title, { _: keys.title }), subTitle(translate, keys)].filter(
    (p): p is string => Boolean(p),
  );
  return (
    <Breadcrumbs aria-label={translate('shell.breadcrumb.label')} separator="›" sx={{ py: 1, fontSize: 14 }}>
      {parts.map((p, i) =>
        i === parts.length - 1 ? (
          <Typography key={i} component="span" color="text.primary" aria-current="page" sx={{ fontSize: 14 }}>
            {p}
          </Typography>
        ) : (
          <Typography key={i} component="span" color="text.secondary" sx={{ fontSize: 14 }}>
            {p}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
