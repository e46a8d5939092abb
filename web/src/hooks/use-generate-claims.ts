import { useMutation } from '@tanstack/react-query';
import { generateClaims } from '@/api/ai';

export const useGenerateClaims = () =>
  useMutation({
    mutationFn: (v: { description: string; existingClaims: string[]; title: string }) =>
      generateClaims(v.description, v.existingClaims, v.title),
  });
