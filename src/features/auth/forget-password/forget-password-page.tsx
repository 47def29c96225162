// /forget-password/{type}: email, then otp, then new-password; any other type is a 404.
import { getRouteApi } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { EmailStep } from './email-step';
import { NewPasswordStep } from './new-password-step';
import { OtpStep } from './otp-step';

const route = getRouteApi('/_public/forget-password/$type');

export function ForgetPasswordPage() {
  const { type } = route.useParams();
  if (type === 'email') return <EmailStep />;
  if (type === 'otp') return <OtpStep />;
  if (type === 'new-password') return <NewPasswordStep />;
  return <NotFoundPage />;
}
