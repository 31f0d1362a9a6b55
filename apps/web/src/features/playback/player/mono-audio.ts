/**
 * Mono audio (viewing.md §9): both channels mixed at 0.5 each, for dancers with one ear bud or
 * hearing in one ear. A one-channel gain node with "speakers" interpretation downmixes stereo as
 * 0.5 x (L + R), and the destination plays that mono signal on both sides. The element can be
 * routed through Web Audio only once, so the graph is built on first use and kept.
 */
const graphs = new WeakMap<HTMLVideoElement, { context: AudioContext; mixer: GainNode }>();

export function setMonoAudio(video: HTMLVideoElement, mono: boolean): void {
  let graph = graphs.get(video);
  if (!graph) {
    if (!mono) return;
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const source = context.createMediaElementSource(video);
    const mixer = context.createGain();
    source.connect(mixer);
    mixer.connect(context.destination);
    graph = { context, mixer };
    graphs.set(video, graph);
  }
  graph.mixer.channelInterpretation = 'speakers';
  graph.mixer.channelCountMode = mono ? 'explicit' : 'max';
  graph.mixer.channelCount = mono ? 1 : 2;
  if (graph.context.state === 'suspended') void graph.context.resume();
}

/** Closes the audio graph with the player. */
export function closeMonoAudio(video: HTMLVideoElement): void {
  const graph = graphs.get(video);
  if (!graph) return;
  graphs.delete(video);
  void graph.context.close();
}
