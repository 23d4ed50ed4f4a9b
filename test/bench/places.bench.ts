/**
 * What a cold place shard costs the worker beyond its fetch (shared/places/place-shards.ts): reading
 * the JSON of the largest ZIP shard and of the largest state name shard, then a lookup in each.
 * The fetch itself is a static asset read through the assets binding, not timed here.
 */
import { readFileSync } from "node:fs";
import {
  addPlaceShard,
  clearPlaceShards,
  hasPlaceShard,
  nameShardCounty,
  nameShardPath,
  zipShardEntry,
  zipShardPath,
} from "../../shared/places/place-shards";

const read = (path: string) => readFileSync(`client/public${path}`, "utf8");
const ZIP = "90001"; // Los Angeles: the largest ZIP shard (900)
const STATE = "PA"; // the most place names of any state
const zipText = read(zipShardPath(ZIP));
const nameText = read(nameShardPath(STATE));

export default [
  {
    name: `places: cold ZIP shard (${(zipText.length / 1024).toFixed(1)} KB JSON) parsed, then a lookup`,
    fn: () => {
      clearPlaceShards();
      addPlaceShard(zipShardPath(ZIP), zipText);
      return zipShardEntry(ZIP);
    },
  },
  {
    name: `places: cold state name shard (${STATE}, ${(nameText.length / 1024).toFixed(1)} KB JSON) parsed, then a lookup`,
    fn: () => {
      clearPlaceShards();
      addPlaceShard(nameShardPath(STATE), nameText);
      return nameShardCounty(STATE, "sewickley");
    },
  },
  {
    name: "places: warm ZIP lookup (its shard already parsed)",
    fn: () => {
      if (!hasPlaceShard(zipShardPath(ZIP))) addPlaceShard(zipShardPath(ZIP), zipText);
      return zipShardEntry(ZIP);
    },
  },
];
