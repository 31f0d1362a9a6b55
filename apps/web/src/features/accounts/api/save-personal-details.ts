import type { CaptureAnswers } from '@releve/contracts';
import { callApi } from '../../../lib/api-client';

export const savePersonalDetails = (answers: CaptureAnswers) =>
  callApi('/api/users/me/capture', { method: 'POST', body: { answers } });
