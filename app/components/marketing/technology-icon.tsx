import {
  siAndroid,
  siApachekafka,
  siApacheairflow,
  siApachespark,
  siApple,
  siBlender,
  siDocker,
  siDuckdb,
  siExpo,
  siFastapi,
  siFirebase,
  siFlutter,
  siGithubactions,
  siGooglecloud,
  siGrafana,
  siGraphql,
  siHuggingface,
  siKotlin,
  siKubernetes,
  siLangchain,
  siMeta,
  siMetabase,
  siMongodb,
  siNextdotjs,
  siNodedotjs,
  siOpencv,
  siPostgresql,
  siPrometheus,
  siPython,
  siPytorch,
  siRaspberrypi,
  siReact,
  siRedis,
  siSnowflake,
  siSocketdotio,
  siSwift,
  siTailwindcss,
  siTensorflow,
  siTerraform,
  siThreedotjs,
  siTypescript,
  siUnity,
  siUnrealengine,
  siWebrtc,
  type SimpleIcon,
} from "simple-icons";

/** Technology marks from the bundled simple-icons set; import each one so only these reach the browser. */
const technologyIcons = {
  android: siAndroid,
  airflow: siApacheairflow,
  apple: siApple,
  blender: siBlender,
  docker: siDocker,
  duckdb: siDuckdb,
  expo: siExpo,
  fastapi: siFastapi,
  firebase: siFirebase,
  flutter: siFlutter,
  "github-actions": siGithubactions,
  "google-cloud": siGooglecloud,
  grafana: siGrafana,
  graphql: siGraphql,
  "hugging-face": siHuggingface,
  kafka: siApachekafka,
  kotlin: siKotlin,
  kubernetes: siKubernetes,
  langchain: siLangchain,
  meta: siMeta,
  metabase: siMetabase,
  mongodb: siMongodb,
  nextjs: siNextdotjs,
  nodejs: siNodedotjs,
  opencv: siOpencv,
  postgresql: siPostgresql,
  prometheus: siPrometheus,
  python: siPython,
  pytorch: siPytorch,
  "raspberry-pi": siRaspberrypi,
  react: siReact,
  redis: siRedis,
  snowflake: siSnowflake,
  "socket-io": siSocketdotio,
  spark: siApachespark,
  swift: siSwift,
  tailwindcss: siTailwindcss,
  tensorflow: siTensorflow,
  terraform: siTerraform,
  threejs: siThreedotjs,
  typescript: siTypescript,
  unity: siUnity,
  "unreal-engine": siUnrealengine,
  webrtc: siWebrtc,
} satisfies Record<string, SimpleIcon>;

export type TechnologyIconKey = keyof typeof technologyIcons;

/** A technology's mark, or its initials on a neutral tile when the icon set has none (SPEC: placeholder). */
export function TechnologyIcon({ name, icon }: { name: string; icon?: TechnologyIconKey }) {
  const mark = icon ? technologyIcons[icon] : undefined;
  if (!mark) {
    const initials = name
      .split(/[\s.-]+/)
      .filter(Boolean)
      .map((word) => word[0])
      .join("")
      .slice(0, 3)
      .toUpperCase();
    return (
      <span
        data-icon-placeholder=""
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-lg bg-slate-200 text-xs font-bold tracking-wide text-slate-700"
      >
        {initials}
      </span>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-10" fill={`#${mark.hex}`}>
      <path d={mark.path} />
    </svg>
  );
}
