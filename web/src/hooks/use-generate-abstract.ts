import { useMutation } from '@tanstack/react-query';
import { generateAbstract } from '@/api/ai';

export const useGenerateAbstract = () =>
  useMutation({
    mutationFn: (v: { title: string; description: string }) => generateAbstract(v.title, v.description),
  });
