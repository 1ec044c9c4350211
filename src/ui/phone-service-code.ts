/**
 * The merchant's phone-verification service when it signs in (Firebase, issue 22): it sends the SMS code and
 * checks it, answering an ID token the platform call carries. One piece for the login's SMS tab and the reset
 * by phone. The service's code loads when used, so the screens' own code (and the first paint) stays as it was.
 */
import { useRef } from 'react';
import { ApiError } from '../api/http';
import { useWidgetEnv } from './widget-env';

export interface ServiceProof {
  idToken: string;
  countryDialingCode: string;
}

export function usePhoneServiceCode() {
  const { config } = useWidgetEnv();
  const viaService = config.register.phoneVerification === 'firebase' && config.firebase !== undefined;
  const service = () => import('../api/phone-verification').then((m) => m.phoneVerificationProvider(config.register.phoneVerification, config.firebase));
  const sent = useRef<{ mobileNum: string; countryDialingCode: string; session?: string }>(undefined);

  /** Sends the code through the service, or through the platform's own call (`platformSend`) without one. */
  const send = async <T>(mobileNum: string, countryDialingCode: string | undefined, platformSend: () => Promise<T>) => {
    if (!viaService) return platformSend();
    const answer = await (await service()).sendCode({ mobileNum, countryDialingCode });
    sent.current = { mobileNum, countryDialingCode: countryDialingCode ?? '', session: answer.session };
    return answer;
  };

  /** The service's ID token for the number the code was sent to; a wrong code is refused as the platform refuses it. */
  const proof = async (mobileNum: string, code: string): Promise<ServiceProof> => {
    const last = sent.current;
    const idToken = last?.mobileNum === mobileNum ? await (await service()).verifyCode?.({ session: last.session, code, mobileNum }) : undefined;
    if (!last || !idToken) throw new ApiError('http', 'Verification code error', 400, 'verification.code.err');
    return { idToken, countryDialingCode: last.countryDialingCode };
  };

  return { viaService, send, proof };
}
