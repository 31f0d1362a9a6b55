import { randomBytes } from 'node:crypto';
import { ANGLE_NEEDS_A_VIDEO, angleRefusal, uploadRefusals } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadArea } from '../../storage/storage';
import { inspectUpload, type UploadProblem } from '../../video/inspect-upload';
import type { VideoTools } from '../../video/video-tools';
import { recordStudioChange } from '../accounts/accounts.module';
import { createDraftClass, deleteDraftClass } from '../catalog/catalog.module';
import { type StudioUploadRow, StudioUploadsRepository } from './studio-uploads.repository';

const { studioUpload, videoAsset, mediaItem } = schema;

export interface StudioUploadsOptions {
  db: Db;
  area: UploadArea;
  /** Hours an unfinished upload is kept (UPLOAD_EXPIRY_HOURS). */
  expiryHours: number;
  /** The ffmpeg and ffprobe that check a finished upload (looked up when first needed). */
  videoTools: () => VideoTools;
  /** Queues a checked upload's asset for packaging (the package-video job). */
  enqueuePackaging: (assetId: string) => Promise<unknown>;
  log: FastifyBaseLogger;
}

export interface NewUpload {
  uploadId: string;
  actorId: string;
  filename: string;
  fileType: string;
  sizeBytes: number;
  /** A class whose video this upload replaces (it keeps its id, places and members' progress). */
  replaceClassId?: string | undefined;
}

/** A camera angle of a class's video (decision 063): the upload feeds a video of its own beside it. */
export interface NewAngleUpload extends Omit<NewUpload, 'replaceClassId'> {
  classId: string;
  label: string;
}

export type FinishOutcome = { ok: true; assetId: string } | { ok: false; message: string };

const refusalOf: Record<UploadProblem, (name: string) => string> = {
  'not-a-video': uploadRefusals.notAVideo,
  'no-video-stream': uploadRefusals.noVideoStream,
  'audio-only': uploadRefusals.audioOnly,
  'still-image': uploadRefusals.stillImage,
  truncated: uploadRefusals.truncated,
};

/** A class's first title, from its file's name: `barre_basics-v2.mp4` becomes `barre basics v2`. */
export function titleFromFilename(filename: string): string {
  const title = filename
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_\s]+/g, ' ')
    .replace(/(?<=\S)-(?=\S)/g, ' ')
    .trim()
    .slice(0, 200);
  return title || 'Untitled class';
}

export const newUploadId = () => randomAlphanumeric(24);
const newAssetId = () => randomAlphanumeric(12);

function randomAlphanumeric(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The studio's uploads (decision 039): each one becomes a video asset and, unless it replaces a class's
 * video, a draft class the moment it is created; a finished one is checked by its content and handed
 * to packaging, a refused, cancelled or expired one leaves nothing behind but the reason, shown until
 * dismissed. Every change is in the audit log.
 */
export class StudioUploads {
  readonly uploads: StudioUploadsRepository;

  constructor(private readonly options: StudioUploadsOptions) {
    this.uploads = new StudioUploadsRepository(options.db);
  }

  /** The rows of a new upload, in one transaction: its asset, its draft (or the class it replaces), itself. */
  async create(upload: NewUpload): Promise<{ assetId: string; mediaId: string }> {
    const assetId = newAssetId();
    return this.options.db.transaction(async (tx) => {
      await tx.insert(videoAsset).values({
        id: assetId,
        status: 'uploading',
        width: 0,
        height: 0,
        durationSeconds: 0,
        replacesMediaId: upload.replaceClassId ?? null,
      });
      const mediaId = upload.replaceClassId
        ? upload.replaceClassId
        : await createDraftClass(tx, { title: titleFromFilename(upload.filename), videoAssetId: assetId });
      const row = {
        id: upload.uploadId,
        filename: upload.filename,
        fileType: upload.fileType,
        sizeBytes: upload.sizeBytes,
        assetId,
        mediaId,
        replacesMediaId: upload.replaceClassId ?? null,
        createdBy: upload.actorId,
        expiresAt: new Date(Date.now() + this.options.expiryHours * 3_600_000),
      };
      await tx.insert(studioUpload).values(row);
      await recordStudioChange(tx, {
        actorId: upload.actorId,
        action: 'upload.create',
        target: `upload:${upload.uploadId}`,
        before: null,
        after: {
          filename: row.filename,
          sizeBytes: row.sizeBytes,
          assetId,
          mediaId,
          replaces: row.replacesMediaId,
        },
      });
      return { assetId, mediaId };
    });
  }

  /**
   * The rows of a new angle's upload: its asset, an angle of the class's video, and the upload itself
   * (which names no class: a refused angle must never take its class with it). The class's video is
   * locked while its angles are counted, so two uploads at once cannot make a fourth angle.
   */
  async createAngle(upload: NewAngleUpload): Promise<{ status: 404 | 409; message: string } | undefined> {
    const assetId = newAssetId();
    return this.options.db.transaction(async (tx) => {
      const [media] = await tx
        .select({ videoAssetId: mediaItem.videoAssetId })
        .from(mediaItem)
        .where(eq(mediaItem.id, upload.classId));
      if (!media) return { status: 404, message: `No class has the id ${upload.classId}` } as const;
      if (!media.videoAssetId) return { status: 409, message: ANGLE_NEEDS_A_VIDEO } as const;
      const mainId = media.videoAssetId;
      await tx.select({ id: videoAsset.id }).from(videoAsset).where(eq(videoAsset.id, mainId)).for('update');
      const angles = await tx
        .select({ label: videoAsset.angleLabel })
        .from(videoAsset)
        .where(eq(videoAsset.angleOf, mainId));
      const refusal = angleRefusal(
        upload.label,
        angles.map((angle) => angle.label),
      );
      if (refusal) return { status: 409, message: refusal } as const;
      await tx.insert(videoAsset).values({
        id: assetId,
        status: 'uploading',
        width: 0,
        height: 0,
        durationSeconds: 0,
        angleOf: mainId,
        angleLabel: upload.label,
      });
      await tx.insert(studioUpload).values({
        id: upload.uploadId,
        filename: upload.filename,
        fileType: upload.fileType,
        sizeBytes: upload.sizeBytes,
        assetId,
        createdBy: upload.actorId,
        expiresAt: new Date(Date.now() + this.options.expiryHours * 3_600_000),
      });
      await recordStudioChange(tx, {
        actorId: upload.actorId,
        action: 'upload.create',
        target: `upload:${upload.uploadId}`,
        before: null,
        after: {
          filename: upload.filename,
          sizeBytes: upload.sizeBytes,
          assetId,
          angleOf: { classId: upload.classId, videoId: mainId, label: upload.label },
        },
      });
      return undefined;
    });
  }

  /** Whether a class with this id exists (an upload may replace its video). */
  async classExists(mediaId: string): Promise<boolean> {
    const [row] = await this.options.db
      .select({ id: mediaItem.id })
      .from(mediaItem)
      .where(eq(mediaItem.id, mediaId));
    return !!row;
  }

  received(uploadId: string, bytes: number): Promise<void> {
    return this.uploads.setReceived(uploadId, bytes);
  }

  /**
   * A whole upload: checked by its content; a video moves into storage (`sources/{assetId}`), takes its
   * size and length from the probe, and is queued for packaging; anything else is refused and removed.
   */
  async finish(uploadId: string): Promise<FinishOutcome> {
    const upload = await this.uploads.find(uploadId);
    if (!upload?.assetId || upload.state !== 'uploading') {
      return { ok: false, message: `The upload ${uploadId} is no longer expected` };
    }
    let inspection: Awaited<ReturnType<typeof inspectUpload>>;
    try {
      inspection = await inspectUpload(
        this.options.videoTools(),
        await this.options.area.readableAt(uploadId),
      );
    } catch (error) {
      // No ffmpeg to check it with (FfmpegMissingError says what to install), or it could not run.
      const message = `${upload.filename} could not be checked: ${(error as Error).message}`;
      await this.refuse(upload, message);
      return { ok: false, message };
    }
    if (!inspection.ok) {
      const message = refusalOf[inspection.problem](upload.filename);
      this.options.log.info(
        { uploadId, problem: inspection.problem, detail: inspection.detail },
        'upload refused',
      );
      await this.refuse(upload, message);
      return { ok: false, message };
    }
    const { assetId } = upload;
    const sourceKey = `sources/${assetId}`;
    await this.options.area.moveInto(uploadId, sourceKey);
    const { video } = inspection;
    await this.options.db.transaction(async (tx) => {
      await tx
        .update(videoAsset)
        .set({
          status: 'queued',
          // Its place in the packaging queue counts from now (decision 040), not from the upload's start.
          queuedAt: new Date(),
          updatedAt: new Date(),
          sourceKey,
          width: video.width,
          height: video.height,
          durationSeconds: Math.round(video.durationSeconds),
        })
        .where(eq(videoAsset.id, assetId));
      if (upload.mediaId && !upload.replacesMediaId) {
        await tx
          .update(mediaItem)
          .set({ durationSeconds: Math.round(video.durationSeconds), updatedAt: new Date() })
          .where(and(eq(mediaItem.id, upload.mediaId), eq(mediaItem.state, 'draft')));
      }
      await tx
        .update(studioUpload)
        .set({ state: 'finished', receivedBytes: upload.sizeBytes, updatedAt: new Date() })
        .where(eq(studioUpload.id, uploadId));
    });
    await this.options.enqueuePackaging(assetId);
    return { ok: true, assetId };
  }

  /** The disk filled up while the upload was being written: its partial bytes go, and it is refused. */
  async diskFull(uploadId: string): Promise<string | undefined> {
    const upload = await this.uploads.find(uploadId);
    if (!upload) {
      await this.options.area.remove(uploadId);
      return undefined;
    }
    const message = uploadRefusals.diskFull(upload.filename);
    await this.refuse(upload, message);
    return message;
  }

  /** The studio cancelled an unfinished upload: its rows go too, with no failure to show. */
  async cancel(uploadId: string, actorId: string): Promise<void> {
    const upload = await this.uploads.find(uploadId);
    if (upload?.state !== 'uploading') return;
    await this.options.area.remove(uploadId);
    await this.options.db.transaction(async (tx) => {
      await this.removeWhatItMade(tx, upload);
      await tx.delete(studioUpload).where(eq(studioUpload.id, uploadId));
      await recordStudioChange(tx, {
        actorId,
        action: 'upload.cancel',
        target: `upload:${uploadId}`,
        before: { filename: upload.filename, receivedBytes: upload.receivedBytes },
        after: null,
      });
    });
  }

  /** A creation the tus server did not complete: the rows made for it go, unrecorded. */
  async discard(uploadId: string): Promise<void> {
    const upload = await this.uploads.find(uploadId);
    if (!upload) return;
    await this.options.area.remove(uploadId);
    await this.options.db.transaction(async (tx) => {
      await this.removeWhatItMade(tx, upload);
      await tx.delete(studioUpload).where(eq(studioUpload.id, uploadId));
    });
  }

  /** Removes unfinished uploads past their expiry (the `studio-upload-expiry` job); how many went. */
  async expire(now: Date): Promise<number> {
    const expired = await this.uploads.expired(now);
    for (const upload of expired) {
      await this.refuse(upload, uploadRefusals.expired(upload.filename, this.options.expiryHours));
    }
    // Bytes whose row is gone (a crash between the two): the store's own expiry finds them.
    await this.options.area.dataStore.deleteExpired().catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'could not sweep expired uploads from the upload area');
    });
    return expired.length;
  }

  /** Leaves nothing of an upload but its row, marked failed with the reason (until dismissed). */
  private async refuse(upload: StudioUploadRow, message: string): Promise<void> {
    await this.options.area.remove(upload.id);
    await this.options.db.transaction(async (tx) => {
      await this.removeWhatItMade(tx, upload);
      await tx
        .update(studioUpload)
        .set({ state: 'failed', error: message, assetId: null, mediaId: null, updatedAt: new Date() })
        .where(eq(studioUpload.id, upload.id));
      if (upload.createdBy) {
        await recordStudioChange(tx, {
          actorId: upload.createdBy,
          action: 'upload.refuse',
          target: `upload:${upload.id}`,
          before: { filename: upload.filename, assetId: upload.assetId, mediaId: upload.mediaId },
          after: { error: message },
        });
      }
    });
  }

  /** The draft made for the upload (never a published class) and its asset, unless already packaged. */
  private async removeWhatItMade(tx: Db, upload: StudioUploadRow): Promise<void> {
    if (upload.mediaId && !upload.replacesMediaId) await deleteDraftClass(tx, upload.mediaId);
    if (upload.assetId) {
      await tx
        .delete(videoAsset)
        .where(and(eq(videoAsset.id, upload.assetId), eq(videoAsset.status, 'uploading')));
    }
  }
}
