import {
  type AccessModel,
  DOWNLOADS_OFF,
  type DownloadsSettings,
  decidePlayback,
  isPlayableVideoState,
  type PlaybackDecision,
  type PlaybackViewer,
} from '@releve/contracts';
import type { SiteConfigs } from '../../config/site-configs';
import type { MembershipService } from '../accounts/accounts.module';
import type { CatalogService } from '../catalog/catalog.module';
import type { MediaVideo, VideoAssetsRepository } from './video-assets.repository';

/** How long which video a media plays is remembered: segment requests come every few seconds. */
const VIDEO_MEMORY_MS = 30_000;
const VIDEO_MEMORY_ENTRIES = 5_000;

export type SignDecision =
  | { kind: 'no-such-media' }
  | { kind: 'refused'; reason: Extract<PlaybackDecision, { allowed: false }>['reason'] }
  | { kind: 'no-video' }
  | { kind: 'not-ready' }
  | { kind: 'entitled'; video: MediaVideo };

/**
 * Decides on the server who may play what: the catalogue's facts about the item, the account's
 * products, and the studio's access model, through the shared rules of contracts/playback-access.
 */
export class PlaybackService {
  private readonly videos = new Map<string, { video: MediaVideo | undefined; at: number }>();

  constructor(
    private readonly catalog: CatalogService,
    private readonly membership: MembershipService,
    private readonly siteConfigs: SiteConfigs,
    private readonly assets: VideoAssetsRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The studio's access model; svod (the strictest that sells) when no hosted config says. */
  async accessModel(): Promise<AccessModel> {
    return (await this.siteConfigs.defaultConfig())?.contentProtection.accessModel ?? 'svod';
  }

  /** Which classes members may download, and for how many days offline (decision 064); none without a config. */
  async downloadsSettings(): Promise<DownloadsSettings> {
    return (await this.siteConfigs.defaultConfig())?.downloads ?? DOWNLOADS_OFF;
  }

  /** The lesson `mediaId` in that program's section, if it is one (the first, when there twice). */
  lessonIn(programId: string, sectionId: string, mediaId: string) {
    const section = this.catalog
      .getCourse(programId)
      ?.sections.find((candidate) => candidate.id === sectionId);
    const lessons = section?.playlists.flatMap((playlist) => playlist.videos) ?? [];
    return lessons.find((lesson) => lesson.id === mediaId);
  }

  /**
   * `lessonUnlocked`: played as a Free lesson of a program section open to this viewer (the sign
   * route has decided the section's drip), which plays for everyone as free playlists do.
   */
  async decide(mediaId: string, userId: string | undefined, lessonUnlocked = false): Promise<SignDecision> {
    const media = this.catalog.getMedia(mediaId);
    if (!media) return { kind: 'no-such-media' };
    let viewer: PlaybackViewer = { signedIn: false };
    if (userId) {
      const found = await this.membership.factsFor(userId);
      if (found) viewer = { signedIn: true, facts: found.facts };
    }
    const decision = decidePlayback(
      await this.accessModel(),
      {
        mediaStatus: media.mediaStatus,
        contentType: media.contentType,
        productIds: media.productIds,
        freelyPlayable: lessonUnlocked || this.catalog.isFreelyPlayable(mediaId),
      },
      viewer,
      new Date(this.clock()),
    );
    if (!decision.allowed) return { kind: 'refused', reason: decision.reason };
    // A fresh look at the asset: signing is rare, and a token should not be refused a second later.
    this.videos.delete(mediaId);
    const video = await this.videoOf(mediaId);
    if (!video) return { kind: 'no-video' };
    // Watchable: the renditions made so far play while the others are made (decision 040).
    if (!isPlayableVideoState(video.status)) return { kind: 'not-ready' };
    return { kind: 'entitled', video };
  }

  /** The media's video, remembered for a few seconds (asked on every segment request). */
  async videoOf(mediaId: string): Promise<MediaVideo | undefined> {
    const now = this.clock();
    const known = this.videos.get(mediaId);
    if (known && now - known.at <= VIDEO_MEMORY_MS) return known.video;
    const video = await this.assets.videoOfMedia(mediaId);
    this.videos.delete(mediaId);
    if (this.videos.size >= VIDEO_MEMORY_ENTRIES) {
      const oldest = this.videos.keys().next().value;
      if (oldest !== undefined) this.videos.delete(oldest);
    }
    this.videos.set(mediaId, { video, at: now });
    return video;
  }

  /** Forgets what is remembered about an asset's media (it was packaged again, or changed). */
  forgetVideos(): void {
    this.videos.clear();
  }
}
