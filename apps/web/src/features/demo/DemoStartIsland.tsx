import { Island } from "../../ui/Island.tsx";
import { DemoStartButton } from "./DemoStartButton.tsx";

/** "Try the demo" as an island of a prerendered page: hydrated on its own, its code loaded apart. */
export function DemoStartIsland() {
  return <Island name="demo-start" component={DemoStartButton} props={{}} />;
}
