import Lottie from "lottie-react";
import handLoading from "./hand-loading.json";

/** Loaded lazily by <Loader/>: lottie-web is heavy and only needed once something waits. */
export default function HandAnimation({ size, still }: { size: number; still: boolean }) {
  return (
    <Lottie
      animationData={handLoading}
      loop={!still}
      autoplay={!still}
      rendererSettings={{ preserveAspectRatio: "xMidYMid meet" }}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}
