"""The low-vision window's layout, on off-screen surfaces (no display needed): what
each screen draws, that what must be seen is inside the window at every size, the
colours' contrast, and the window's keys through pygame's event queue."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from uno_audio.app import Window
from uno_audio.engine import Card, Game, Rules
from uno_audio.engine.cards import CARDS
from uno_audio.output.display import THEMES, Display
from uno_audio.settings import SettingsStore
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, press, said, scenario_deck, wait

SIZES = [(800, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080)]
TEXT_SIZES = [24, 36, 60, 96]
HANDS = [1, 2, 7, 14, 20, 30]
CARD_ITEMS = {"card", "selected-card", "card-label", "selected-label", "playable", "top-card"}


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()
    yield


def start(app, game, humans=(0,), hidden=True, keys=None):
    names = ["You"] + [f"Bot{s}" for s in range(1, game.players)]
    if len(humans) > 1:
        names = [f"Player{s}" for s in range(game.players)]
    table = Table(app, game, list(humans), {s: "normal" for s in range(game.players) if s not in humans},
                  names, bot_seed=1, keys=keys, hidden=hidden)
    app.push(table)
    return table


def my_turn_table(tmp_path, lang="en", **settings):
    """Four players; seat 0 (you) plays first on a red 3, holding seven cards."""
    app, clock = make_app(tmp_path, lang=lang, **settings)
    hands = [["R5", "B2", "G7", "W", "Y9", "B+2", "R1"], ["Y1"] * 2 + ["Y2"] * 2 + ["Y3"] * 2 + ["Y4"],
             ["G1"] * 2 + ["G2"] * 2 + ["G3"] * 2 + ["G4"], ["B1"] * 2 + ["B3"] * 2 + ["B4"] * 2 + ["B5"]]
    game = Game(4, deck=scenario_deck(hands, "R3", ["G9"] * 2), dealer=3)
    table = start(app, game)
    press(app, clock, "t")
    assert game.turn == 0
    return app, clock, table


def layout(app, size, text_size=36, theme="white-on-black"):
    display = Display(pygame.Surface(size), text_size, theme)
    return display, display.layout(app)


def inside(rect, size) -> bool:
    return rect.left >= 0 and rect.top >= 0 and rect.right <= size[0] and rect.bottom <= size[1]


def roles(items):
    return {item.role for item in items}


def texts(items, role=None):
    return [item.text for item in items if item.shape is None and (role is None or item.role == role)]


def deal_hand(table, count):
    """Seat 0's hand made `count` cards long, every kind in turn."""
    hand = table.game.hands[0]
    hand[:] = [CARDS[(7 * i) % 54] for i in range(count)]


# ---- the table ---------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_selected_card_is_inside_the_window_for_every_size_text_and_hand(tmp_path, size):
    app, clock, table = my_turn_table(tmp_path)
    for text_size in TEXT_SIZES:
        for count in HANDS:
            deal_hand(table, count)
            for key in ("home", "right", "end", "left"):
                press(app, clock, key)
                display, items = layout(app, size, text_size)
                chosen = [i for i in items if i.role == "selected-card"]
                label = [i for i in items if i.role == "selected-label"]
                assert len(chosen) == 1 and len(label) == 1, (size, text_size, count, key)
                assert inside(chosen[0].rect, size), (size, text_size, count, key)
                assert label[0].text == display.card_label(table, table.current_card())
                assert chosen[0].rect.contains(label[0].rect)
                for item in items:       # nothing cut at any edge
                    assert inside(item.rect, size), (item, size, text_size, count)


def test_the_table_shows_top_card_colour_turn_direction_counts_and_hand(tmp_path):
    app, clock, table = my_turn_table(tmp_path)
    _, items = layout(app, (1024, 768))
    shown = texts(items)
    assert "[R] red 3" in shown
    assert "Your turn." in shown
    assert "Clockwise: Bot1 plays after you." in shown
    assert "Bot1 7 cards, Bot2 7 cards, Bot3 7 cards" in " ".join(shown)
    assert "Your hand: 7 cards." in shown
    assert texts(items, "scores") == ["Scores: you 0, Bot1 0, Bot2 0, Bot3 0. Playing to 500."]
    # Playable now: red 5, Wild, red 1; each carries a drawn check, the legend says how many.
    assert "3 can be played" in shown
    marks = [i.rect for i in items if i.role == "playable"]
    labels = {i.text: i.rect for i in items if i.role in ("card-label", "selected-label")}
    assert len(marks) == 3
    for name in ("[R] red 5", "[*] Wild", "[R] red 1"):
        assert any(abs(m.centery - labels[name].centery) < labels[name].height
                   and 0 < labels[name].left - m.right < labels[name].height for m in marks), name


def test_the_hand_scrolls_and_says_what_lies_above_and_below(tmp_path):
    app, clock, table = my_turn_table(tmp_path)
    deal_hand(table, 30)
    press(app, clock, "home")
    _, items = layout(app, (800, 600), 60)
    assert texts(items, "more")[-1].endswith("more below")
    assert not any(t.endswith("more above") for t in texts(items, "more"))
    press(app, clock, "end")
    _, items = layout(app, (800, 600), 60)
    assert any(t.endswith("more above") for t in texts(items, "more"))
    hidden = sum(int(t.split()[0]) for t in texts(items, "more"))
    shown = len([i for i in items if i.role in ("card-label", "selected-label")])
    assert hidden + shown == 30


def test_text_grows_with_the_window_and_the_setting(tmp_path):
    app, clock, table = my_turn_table(tmp_path)

    def top_height(size, text_size):
        _, items = layout(app, size, text_size)
        return next(i for i in items if i.role == "top-card").rect.height
    assert top_height((1920, 1080), 36) > top_height((1024, 768), 36) > top_height((800, 600), 36)
    assert top_height((1024, 768), 48) > top_height((1024, 768), 36)


def test_the_pending_draw_is_shown(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    hands = [["B+2"] * 2 + ["G+2"] * 2 + ["Y+2"] * 2 + ["R+2"], ["R+2", "R5", "G1", "G2", "G3", "G4", "G5"]]
    game = Game(2, Rules(stacking=True), deck=scenario_deck(hands, "R3", ["B9"] * 10), dealer=0)
    start(app, game)
    press(app, clock, "t")
    assert game.phase == "penalty" and game.turn == 0 and game.pending == 2
    _, items = layout(app, (1024, 768))
    assert texts(items, "pending") == ["You must draw 2."]
    press(app, clock, "home", "enter", settle=False)      # stack the red Draw Two
    _, items = layout(app, (1024, 768))
    assert texts(items, "pending") == ["Bot1 must draw 4."]


def test_the_uno_window_is_shown_with_its_seconds(tmp_path):
    app, clock, table = my_turn_table(tmp_path, catch_window=1.5)
    table.game.hands[0][:] = [Card.parse("R5"), Card.parse("G7")]
    press(app, clock, "home", "enter", settle=False)     # one card left, UNO not said
    assert table.game.uno_window == 0
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == ["Say UNO with U: 2 s left."]
    wait(app, clock, 0.6)                                 # a bot would catch you at 0.8 s
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == ["Say UNO with U: 1 s left."]
    press(app, clock, "u", settle=False)
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == []


def modes_table(tmp_path, rules, hands, dealer, **settings):
    n = len(hands)
    dealt = [hands[(dealer + 1 + i) % n] for i in range(n)]
    game = Game(n, rules, deck=scenario_deck(dealt, "R3", ["B9"] * 30), dealer=dealer)
    app, clock = make_app(tmp_path, **settings)
    return app, clock, start(app, game), game


def test_the_buzzer_window_is_shown_with_its_seconds(tmp_path):
    app, clock, table, game = modes_table(tmp_path, Rules(buzzer=True), [["Z", "R5"] + ["G9"] * 5,
                                          ["Y1", "Y2"] + ["G9"] * 5], dealer=1, buzzer_window=4.0,
                                          bot_pace=10.0)
    press(app, clock, "home", *["right"] * table.ordered().index(Card.parse("Z")), "enter", settle=False)
    assert game.phase == "buzzer"
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == ["Buzzer: press B! 4 s left."]
    assert "turn" not in roles(items)
    wait(app, clock, 2.5)
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == ["Buzzer: press B! 2 s left."]


def test_the_jump_in_window_is_shown_while_you_hold_the_same_card(tmp_path):
    app, clock, table, game = modes_table(tmp_path, Rules(jump_in=True), [["R5", "B1"] + ["G9"] * 5,
                                          ["R5", "G1"] + ["G9"] * 5, ["Y1", "Y2"] + ["G9"] * 5], dealer=0,
                                          bot_pace=1.0, jump_in_window=1.5)
    table.after(game.apply(1, "play R5"), clock.now)      # Bot1 starts with the red 5 you hold too
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == ["You can jump in: 2 s left."]
    wait(app, clock, 1.0)
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == ["You can jump in: 1 s left."]
    press(app, clock, "home", "enter", settle=False)
    assert "You jump in with red 5!" in said(app)
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == []


def test_the_catch_window_names_who_forgot_uno(tmp_path):
    app, clock, table, game = modes_table(tmp_path, Rules(), [["B5", "B1"] + ["G9"] * 5,
                                          ["R5", "G1"] + ["G9"] * 5, ["Y1", "Y2"] + ["G9"] * 5], dealer=0,
                                          catch_window=3.0)
    game.hands[1][:] = [Card.parse("R5"), Card.parse("G1")]
    table.after(game.apply(1, "play R5"), clock.now)      # one card left, and no UNO said
    assert game.uno_window == 1
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == ["Bot1 has not said UNO: U catches, 3 s left."]
    press(app, clock, "u", settle=False)
    assert game.uno_window is None
    _, items = layout(app, (1024, 768))
    assert texts(items, "window") == []


# ---- the colour choice, the player choice, the handover -------------------------------------

@pytest.mark.parametrize("lang", ["en", "es", "pt-BR"])
def test_every_line_of_the_colour_choice_is_inside_the_window(tmp_path, lang):
    app, clock, table = my_turn_table(tmp_path, lang=lang)
    press(app, clock, "home", "right", "right", "right", "enter")   # the Wild
    assert table.mode == "color"
    for size in SIZES + [(600, 900)]:       # and a window taller than wide: two rows of tiles
        for text_size in TEXT_SIZES:
            _, items = layout(app, size, text_size)
            tiles = [i.rect for i in items if i.role == "tile"]
            letters = [i for i in items if i.role == "tile-text"]
            assert len(tiles) == 4 and len(letters) == 12
            for item in items:
                assert inside(item.rect, size), (lang, size, text_size, item)
            for item in letters:
                assert any(tile.contains(item.rect) for tile in tiles), (lang, size, text_size, item)
            assert [i.text for i in letters[::3]] == [app.tr("color-key", color=c).upper() for c in "RYGB"]
            held = [app.tr("window-color-held", count=n) for n in (2, 1, 1, 2)]   # R5 R1, Y9, G7, B2 B+2
            assert [i.text for i in letters[2::3]] == held
            assert len([i for i in items if i.role == "selected"]) == 1
            assert "help" in roles(items)


def test_the_focused_colour_tile_is_framed_and_named_as_it_was_spoken(tmp_path):
    app, clock, table = my_turn_table(tmp_path)
    press(app, clock, "home", "right", "right", "right", "enter", "right")
    _, items = layout(app, (1024, 768))
    spoken = said(app)[-1]
    assert [i.text for i in items if i.role == "selected"] == [spoken]
    frame = next(i.rect for i in items if i.role == "focus")
    focused = table.color_choice.order[table.color_choice.index]
    tile = [i.rect for i in items if i.role == "tile"][focused]
    assert frame.contains(tile)


def test_the_handover_draws_no_card_and_no_line_said_before(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(3, seed=5)
    table = start(app, game, humans=(0, 1), keys={1: {"buzz": "k", "catch": "m"}})
    for _ in range(400):
        if table.handover_to is not None:
            break
        keys = keys_for_turn(table) if app.screen is table else ["enter"]
        press(app, clock, *(keys or ["t"]))
    assert table.handover_to is not None
    for size in SIZES:
        for text_size in TEXT_SIZES:
            _, items = layout(app, size, text_size)
            assert roles(items) == {"handover"}
            assert " ".join(texts(items)).split() == app.tr("handover", name=table.names[table.handover_to]).split()
            for item in items:
                assert inside(item.rect, size)


def test_the_swap_choice_lists_the_players_with_the_selected_one(tmp_path):
    app, clock = make_app(tmp_path)
    hands = [["R7", "B2", "G7", "Y5", "Y9", "B+2", "R1"], ["Y1"] * 2 + ["Y2"] * 2 + ["Y3"] * 2 + ["Y4"],
             ["G1"] * 2 + ["G2"] * 2 + ["G3"] * 2 + ["G4"]]
    game = Game(3, Rules(seven_zero=True), deck=scenario_deck(hands, "R3", ["G9"] * 2), dealer=2)
    table = start(app, game)
    press(app, clock, "home", "enter")
    assert table.mode == "choose"
    _, items = layout(app, (1024, 768))
    assert texts(items, "title")[0].startswith("Swap hands with whom?")
    assert texts(items, "selected") == ["Bot1 7 cards"]
    assert texts(items, "line") == ["Bot2 7 cards"]
    assert "1 of 2" in texts(items, "position")


# ---- menus and the summary -------------------------------------------------------------

def test_menus_show_where_you_are_and_that_more_lies_below(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "enter", "down", "down")     # New game: the setup
    count = len(app.screen.items)
    _, items = layout(app, (1024, 768), 60)
    assert texts(items, "position") == [f"3 of {count}"]
    assert texts(items, "selected") == [app.screen.items[2].label()]
    more = texts(items, "more")
    shown = len(texts(items, "line")) + 1
    assert more and more[-1] == f"{count - shown} more below"
    press(app, clock, "end")
    _, items = layout(app, (1024, 768), 60)
    assert texts(items, "position") == [f"{count} of {count}"]
    assert texts(items, "more")[0].endswith("more above")
    for size in SIZES:
        for text_size in TEXT_SIZES:
            _, items = layout(app, size, text_size)
            assert len(texts(items, "selected")) == 1
            for item in items:
                assert inside(item.rect, size), (size, text_size, item)


def test_the_round_summary_is_drawn_over_the_table(tmp_path):
    from player import play_match_by_keys  # noqa: F401  (the same player, one round here)
    app, clock, table = my_turn_table(tmp_path)
    for _ in range(3000):
        if type(app.screen).__name__ == "Summary":
            break
        keys = keys_for_turn(app.screen) if app.screen is table else ["escape"]
        press(app, clock, *(keys or ["t"]))
    summary = app.screen
    assert type(summary).__name__ == "Summary"
    _, items = layout(app, (1024, 768))
    assert texts(items, "title") and " ".join(texts(items, "title")).split() == summary.lines[0].split()
    assert not roles(items) & CARD_ITEMS
    shown = " ".join(texts(items, "line"))
    assert summary.lines[1].split()[0] in shown


# ---- nothing cut at the left edge at 1024 x 768 ---------------------------------------------

def test_a_window_too_small_for_anything_still_draws_without_failing(tmp_path):
    app, clock, table = my_turn_table(tmp_path)
    for size in ((1, 1), (120, 90), (0, 0)):
        display = Display(pygame.Surface(size), 96)
        display.render(display.layout(app))


def test_at_1024_by_768_nothing_is_cut_at_the_left_edge(tmp_path):
    app, clock, table = my_turn_table(tmp_path)
    deal_hand(table, 20)
    display = Display(pygame.Surface((1024, 768)), 36)
    items = display.layout(app)
    display.render(items)
    margin = min(i.rect.left for i in items)
    assert margin > 0
    background = display.surface.map_rgb(display.theme.background)
    pixels = pygame.PixelArray(display.surface)
    try:
        assert all(pixels[x, y] == background for x in range(margin) for y in range(768))
        assert any(pixels[margin + dx, y] != background for dx in range(12) for y in range(768))
    finally:
        pixels.close()


def test_the_window_opens_within_nine_tenths_of_the_desktop(tmp_path):
    app, clock = make_app(tmp_path)
    desktop = pygame.display.get_desktop_sizes()[0] if pygame.display.get_init() else None
    win = Window(app, size=(4000, 3000))
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        w, h = win.surface.get_size()
        assert w <= desktop[0] * 0.9 and h <= desktop[1] * 0.9
    finally:
        pygame.display.quit()
    win = Window(app)
    try:
        assert win.surface.get_size() == (int(desktop[0] * 0.9), int(desktop[1] * 0.9))
    finally:
        pygame.display.quit()


# ---- colours -----------------------------------------------------------------------------

def luminance(rgb) -> float:
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_contrast_formula():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert contrast((230, 40, 40), (0, 0, 0)) == pytest.approx(4.7, abs=0.1)   # the red of before


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_colour_of_every_theme_is_at_least_7_to_1(name):
    theme = THEMES[name]
    pairs = [(theme.text, theme.background), (theme.dim, theme.background),
             (theme.accent, theme.background), (theme.select_text, theme.select_back)]
    pairs += [(card, theme.background) for card in theme.cards]   # card text, and letters on tiles
    for fg, bg in pairs:
        assert contrast(fg, bg) >= 7, (name, fg, bg, contrast(fg, bg))


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_text_drawn_is_at_least_7_to_1_on_what_it_is_drawn_on(tmp_path, name):
    app, clock, table = my_turn_table(tmp_path)
    screens = []
    _, items = layout(app, (1024, 768), 36, name)
    screens.append(items)
    press(app, clock, "home", "right", "right", "right", "enter")
    _, items = layout(app, (1024, 768), 36, name)
    screens.append(items)
    for items in screens:
        for item in items:
            if item.shape is None:
                back = item.bg if item.bg is not None else THEMES[name].background
                assert contrast(item.fg, back) >= 7, (name, item)


# ---- keys of the window ---------------------------------------------------------------------

def post(key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


@pytest.fixture
def window(tmp_path):
    app, clock = make_app(tmp_path)
    win = Window(app, size=(800, 600))
    app.start()
    yield app, clock, win
    pygame.display.quit()


def step(win, clock):
    clock.now += 0.01
    win.step(0)


def test_f11_and_alt_enter_switch_full_screen_and_it_is_remembered(window, tmp_path):
    app, clock, win = window
    post(pygame.K_F11)
    step(win, clock)
    assert app.settings.fullscreen is True
    assert said(app)[-1] == "Full screen."
    assert win.surface.get_flags() & pygame.FULLSCREEN
    assert win.display.surface is win.surface
    assert SettingsStore(tmp_path).load().fullscreen is True
    post(pygame.K_RETURN, pygame.KMOD_LALT)
    step(win, clock)
    assert app.settings.fullscreen is False
    assert said(app)[-1] == "In a window."
    assert not win.surface.get_flags() & pygame.FULLSCREEN
    assert win.surface.get_size() == (800, 600)
    assert SettingsStore(tmp_path).load().fullscreen is False


def test_the_window_opens_full_screen_when_the_setting_says_so(tmp_path):
    app, clock = make_app(tmp_path, fullscreen=True)
    win = Window(app, size=(800, 600))
    try:
        assert win.surface.get_flags() & pygame.FULLSCREEN
    finally:
        pygame.display.quit()


def test_ctrl_shift_equals_and_keypad_plus_enlarge_the_text(window):
    app, clock, win = window
    size = app.settings.font_size
    post(pygame.K_EQUALS, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    step(win, clock)
    assert app.settings.font_size == size + 4 and win.display.size == size + 4
    assert said(app)[-1] == f"Text size {size + 4}."
    post(pygame.K_KP_PLUS)
    step(win, clock)
    assert app.settings.font_size == size + 8 and win.display.size == size + 8


def test_the_theme_is_chosen_in_the_settings_and_drawn(window):
    app, clock, win = window
    post(pygame.K_s)          # Settings
    step(win, clock)
    post(pygame.K_RETURN)
    step(win, clock)
    for _ in range(len(app.screen.items)):     # type-ahead on C, up to Colours
        post(pygame.K_c)
        step(win, clock)
        if said(app)[-1].startswith("Colours"):
            break
    assert said(app)[-1].startswith("Colours: white on black")
    post(pygame.K_RIGHT)
    step(win, clock)
    assert said(app)[-1] == "Colours: black on white"
    assert app.settings.theme == "black-on-white"
    assert win.display.theme == THEMES["black-on-white"]
    win.draw(force=True)
    assert win.surface.get_at((1, 1))[:3] == (255, 255, 255)


def test_full_screen_in_the_console_says_there_is_no_window(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "f11")
    assert said(app)[-1] == app.tr("fullscreen-no-window")
    assert app.settings.fullscreen is False


def test_f1_lists_the_window_keys_and_the_settings_menu_has_the_new_settings(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "f1")
    help_text = " ".join(app.screen.sections[0][1])
    assert "F11 or Alt+Enter: full screen on or off" in help_text
    assert "Control+Shift+Equals or Plus: larger text" in help_text
    press(app, clock, "escape", "s", "enter")
    labels = [item.label() for item in app.screen.items]
    assert {"Sound width: 70", "Colours: white on black", "Full screen: off"} <= set(labels)
    for lang in ("es", "pt-BR"):
        press(app, clock, "home", "right")          # the language, in turn
        labels = [item.label() for item in app.screen.items]
        assert not any(label.startswith(("setting-", "Sound width", "Colours")) for label in labels), lang


def test_a_resized_window_is_laid_out_again_with_larger_text(window):
    app, clock, win = window
    before = win.display.unit()
    pygame.display.set_mode((1000, 750), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1000, y=750))
    step(win, clock)
    assert win.display.surface.get_size() == (1000, 750)
    assert win.display.unit() > before
    items = win.display.layout(app)
    assert max(i.rect.right for i in items) <= 1000


def test_any_window_text_size_hand_and_selection_keeps_the_selected_card_in_view(tmp_path):
    """Sizes in between those above, drawn at random but from a fixed seed."""
    import random
    rng = random.Random(13)
    app, clock, table = my_turn_table(tmp_path)
    for _ in range(150):
        size = (rng.randint(800, 1920), rng.randint(600, 1080))
        text_size = rng.randrange(16, 97, 4)
        deal_hand(table, rng.randint(1, 30))
        table.sort = rng.choice(("none", "color", "number"))
        table.selected = rng.randrange(len(table.game.hands[0]))
        display, items = layout(app, size, text_size, rng.choice(sorted(THEMES)))
        chosen = [i for i in items if i.role == "selected-label"]
        assert [i.text for i in chosen] == [display.card_label(table, table.current_card())]
        for item in items:
            assert inside(item.rect, size), (size, text_size, item)
