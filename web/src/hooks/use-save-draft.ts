import { useMutation } from '@tanstack/react-query';
import { saveDraft } from '@/api/patents';

export const useSaveDraft = () => useMutation({ mutationFn: saveDraft });
