/** The 401, 404 and 500 pages: the code, what happened, and a way home (and back). */
import { Link, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export function ErrorPage({ code }: { code: 401 | 404 | 500 }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: 96, fontWeight: 700, lineHeight: 1, color: 'text.secondary' }} aria-hidden>
        {code}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate(`shell.pages.${code}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate(`shell.errorPages.${code}`)}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button variant="contained" component={Link} to="/home">
          {translate('shell.errorPages.backHome')}
        </Button>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          {translate('shell.errorPages.goBack')}
        </Button>
      </Box>
    </Box>
  );
}

export default ErrorPage;
