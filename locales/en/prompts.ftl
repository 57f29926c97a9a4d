## Changing a key (Settings → Change keys).

key-not-a-name = That is not a key name. Press another key, or Escape to keep the old one.
