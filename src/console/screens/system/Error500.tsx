import { ErrorPage } from './ErrorPage';

export default function Error500() {
  return <ErrorPage code={500} />;
}
