import { useMutation } from '@tanstack/react-query';
import { checkClaims } from '@/api/ai';

export const useCheckClaims = () =>
  useMutation({
    mutationFn: (v: { claims: string[]; abstract: string }) => checkClaims(v.claims, v.abstract),
  });
