import { useQuery } from '@tanstack/react-query';
import { ChatRoomListSchema } from '@seedmatch/shared/chat';
import { apiRequest } from '../../../lib/api-client';

export const roomsQueryKey = ['chat', 'rooms'] as const;

export function useRooms() {
  return useQuery({
    queryKey: roomsQueryKey,
    queryFn: () => apiRequest('/chat/rooms', { schema: ChatRoomListSchema }),
    staleTime: 10_000,
  });
}
