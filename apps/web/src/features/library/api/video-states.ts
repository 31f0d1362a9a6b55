import type { VideoState } from '@releve/contracts';
import { useViewer } from '../../accounts';

const none: Record<string, VideoState> = {};

/** The signed-in person's progress per video key, from their profile (empty for visitors). */
export function useVideoStates(): Record<string, VideoState> {
  return useViewer().profile?.user.videoState ?? none;
}
