// A Lighthouse audit for `npm run lcp-graph` (scripts/lcp-graph.ts): the requests and main-thread tasks
// Lighthouse's simulation (Lantern) waits for in its largest-contentful-paint estimate, each with its
// simulated start and end. Lighthouse's own LCP audit gives the figure; this gives where it comes from.
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80);

function nodes(estimate) {
  return [...estimate.nodeTimings.entries()]
    .map(([node, t]) => ({
      start: Math.round(t.startTime),
      end: Math.round(t.endTime),
      what:
        node.type === 'network'
          ? `${node.request.resourceType} ${node.request.priority} ${short(node.request.url)}`
          : `task ${Math.round((node.endTime - node.startTime) / 1000)} ms observed${node.didPerformLayout() ? ', layout' : ''}: ${node.childEvents
              .filter((e) => e.dur > 2000)
              .slice(0, 4)
              .map((e) => `${e.name} ${Math.round(e.dur / 1000)}`)
              .join(', ')}`,
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

export default class LcpGraph extends Audit {
  static get meta() {
    return {
      id: 'livery-lcp-graph',
      title: "The simulated largest paint's requests and tasks",
      description: "What Lantern's LCP estimate waits for (optimistic and pessimistic graphs).",
      scoreDisplayMode: 'informative',
      requiredArtifacts: ['HostUserAgent', 'Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps'],
    };
  }

  static async audit(artifacts, context) {
    const lcp = await LanternLargestContentfulPaint.request(Audit.makeMetricComputationDataInput(artifacts, context), context);
    return {
      score: 1,
      details: {
        type: 'debugdata',
        timing: lcp.timing,
        optimistic: { timing: lcp.optimisticEstimate.timeInMs, nodes: nodes(lcp.optimisticEstimate) },
        pessimistic: { timing: lcp.pessimisticEstimate.timeInMs, nodes: nodes(lcp.pessimisticEstimate) },
      },
    };
  }
}
