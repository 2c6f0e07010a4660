import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SubmitIdeaResultSchema, type IdeaForm } from '@seedmatch/shared/ideas';
import { apiRequest } from '../../../lib/api-client';
import { getReferralCode } from '../../../lib/storage';

/** POST /ideas/submit with the original API's extra fields; failures carry the texts of docs/product.md#idea-form. */
function submitIdea(form: IdeaForm) {
  const referralCode = getReferralCode();
  return apiRequest('/ideas/submit', {
    method: 'POST',
    schema: SubmitIdeaResultSchema,
    body: { ...form, ...(referralCode ? { referralCode } : {}), createdAt: new Date().toISOString() },
    fallbackMessage: 'Failed to submit idea',
  });
}

export function useSubmitIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-stats'] }),
    onError: (error) => console.warn('Idea submission failed:', error.message),
  });
}
