"""The package's layout, which pyproject.toml cannot say: the repository's top-level
`locales/` and `sounds/` ship inside the package as `uno_audio.locales` and
`uno_audio.sounds`, read with importlib.resources (see uno_audio/paths.py)."""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["uno_audio", "uno_audio.*"]) + ["uno_audio.locales", "uno_audio.sounds"],
    package_dir={"uno_audio.locales": "locales", "uno_audio.sounds": "sounds"},
    include_package_data=False,
    package_data={"uno_audio": ["py.typed"], "uno_audio.locales": ["*/*.ftl"],
                  "uno_audio.sounds": ["*.wav", "CREDITS.md"]},
)
