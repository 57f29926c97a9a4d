"""The wording of issue 16, as a player hears it in each language: matches dealt
from scripted decks and driven by keys through the controller, with recorded
speech and a virtual clock. Each test names the item it checks."""

from __future__ import annotations

import pytest

from uno_audio.engine import Game, Rules
from uno_audio.i18n import LANGUAGES
from uno_audio.stats import Stats
from uno_audio.ui.controller import translator
from uno_audio.ui.screens import Confirm
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, press, said, scenario_deck as deck, wait

ALL = pytest.mark.parametrize("lang", LANGUAGES)


def table_for(tmp_path, lang, game, names=None, level="basic", **settings):
    """A table of `game` in `lang`: the player at seat 0, bots elsewhere, named by today's language."""
    app, clock = make_app(tmp_path, lang=lang, **settings)
    tr = app.tr
    names = names or [tr("you-name")] + [tr(f"bot-name-{s}") for s in range(1, game.players)]
    table = Table(app, game, [0], {s: level for s in range(1, game.players)}, names, bot_seed=1)
    app.push(table)
    return app, clock, table, tr


def heard_since(app, mark):
    return said(app)[mark:]


def rules_lines(app, clock):
    press(app, clock, "ctrl+f1")
    lines = [line for _, section in app.screen.sections for line in section]
    press(app, clock, "escape")
    return lines


# --- the rules text: items 1, 2, 3, 8, 19, 20 --------------------------------------

SETTINGS_WORDS = {"en": "setting", "es": "ajustes", "pt-BR": "configura"}


@ALL
def test_rules_send_the_player_to_new_game_not_the_settings(tmp_path, lang):
    app, clock = make_app(tmp_path, lang=lang)
    app.start()
    lines = rules_lines(app, clock)
    tr = app.tr
    assert not [line for line in lines if SETTINGS_WORDS[lang] in line]
    new_game = tr("menu-new-game")
    # The target (item 1) and the bluff and buzzer penalties (item 2) are chosen in New game.
    for section in ("rules-goal", "rules-scoring", "rules-bluff", "rules-buzzer"):
        assert new_game in tr(section), section
    # Item 20: a lost challenge costs the turn even with Keep your turn after drawing.
    challenge = " ".join(app.tr("rules-challenge").split("\n"))
    assert tr("variant-draw-then-play") in challenge
    draw_then_play = tr("rules-draw-then-play").split("\n")
    assert len(draw_then_play) == 3


def test_spanish_rules_name_the_scoring_and_the_action_cards(tmp_path):
    app, clock = make_app(tmp_path, lang="es")
    app.start()
    lines = rules_lines(app, clock)
    text = " ".join(lines)
    assert "Si se juega a menos puntos" not in text                        # item 3
    assert text.count("Con la puntuación «gana el total más bajo»") == 2
    assert "dos cartas de cada acción: Salto, Cambio de sentido y Roba dos" in text   # item 8
    assert "Salta" not in text and "un Salto va sobre cualquier Salto" in text       # item 12
    assert "Date prisa" in text and "Sé rápido" not in text                          # item 19


def test_portuguese_rules_say_mais_dois_and_seja_agil(tmp_path):
    app, clock = make_app(tmp_path, lang="pt-BR")
    app.start()
    text = " ".join(rules_lines(app, clock))
    assert "Compra duas" not in text and "um Mais dois sobre qualquer Mais dois" in text   # item 19
    assert "Seja ágil" in text and "Seja rápido" not in text


# --- New game offers the penalties the rules speak of: item 2 ------------------------

def move_to(app, clock, prefix, limit=40):
    for _ in range(limit):
        if said(app)[-1].startswith(prefix):
            return
        press(app, clock, "down")
    raise AssertionError(f"no item starts with {prefix!r}")


@ALL
def test_new_game_offers_the_bluff_and_buzzer_penalties_when_those_rules_are_on(tmp_path, lang):
    app, clock = make_app(tmp_path, lang=lang)
    tr = app.tr
    app.start()
    press(app, clock, "enter")                         # New game
    bluff = tr("variant-state", variant=tr("variant-bluff"), state=tr("off"))
    move_to(app, clock, bluff)
    assert not any(line.startswith(tr("setup-bluff-penalty", count=4)) for line in said(app))
    press(app, clock, "right")
    assert said(app)[-2] == tr("variant-state", variant=tr("variant-bluff"), state=tr("on"))
    assert said(app)[-1].startswith(str(tr("setup-also-changed", changes="X")).split("X")[0])
    move_to(app, clock, tr("variant-state", variant=tr("variant-buzzer"), state=tr("off")))
    press(app, clock, "right")
    move_to(app, clock, tr("setup-bluff-penalty", count=4))
    press(app, clock, "right")
    assert said(app)[-1] == tr("setup-bluff-penalty", count=6)
    press(app, clock, "down")
    assert said(app)[-1].startswith(tr("setup-buzzer-penalty", count=3))
    press(app, clock, "left")
    assert said(app)[-1] == tr("setup-buzzer-penalty", count=2)
    press(app, clock, "home", "enter")
    table = app.screen
    assert isinstance(table, Table)
    rules = table.game.rules
    assert rules.bluff and rules.buzzer and rules.bluff_penalty == 6 and rules.buzzer_penalty == 2


# --- lowest score and elimination: item 4, and statistics: item 17 -------------------

def play_round(app, clock, limit=3000):
    """Keys until the round's summary is on screen."""
    for _ in range(limit):
        screen = app.screen
        if type(screen).__name__ == "Summary":
            return screen
        press(app, clock, *(keys_for_turn(screen) or ["t"]))
    raise AssertionError("the round did not end")


@ALL
@pytest.mark.parametrize("scoring", ["lowest", "elimination"])
def test_a_round_won_under_own_points_scoring_says_the_others_add_their_cards(tmp_path, lang, scoring):
    game = Game(3, Rules(scoring=scoring), seed=8)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    play_round(app, clock)
    winner = game.winner
    ev = next(e for e in reversed(game.history) if e.kind == "round-over")
    blocked = "-blocked" if ev.info["blocked"] else ""
    won = (tr(f"round-won{blocked}-own-points-you") if winner == 0
           else tr(f"round-won{blocked}-own-points", name=table.names[winner]))
    assert won in said(app)
    # Nothing says the winner scored the others' points: they scored none.
    scored = [tr("round-won", name=table.names[s], points=ev.count) for s in range(1, 3)]
    assert not set(scored + [tr("round-won-you", points=ev.count)]) & set(said(app))
    assert game.scores[winner] == ev.info["points"][winner]
    # Statistics count it under its own scoring, not as an official round.
    assert list(app.stats.data["modes"]) == [scoring]


@ALL
def test_statistics_name_official_rules_and_a_scoring_and_say_none_won(tmp_path, lang):
    stats = Stats(tmp_path)
    stats.data["modes"] = {"official": {"matches": 1, "matches_won": 0, "rounds": 3, "rounds_won": 0},
                           "elimination": {"matches": 2, "matches_won": 1, "rounds": 9, "rounds_won": 4}}
    stats.save()
    app, clock = make_app(tmp_path, lang=lang)
    app.stats = Stats(tmp_path)
    lines = app.stats.lines(app.tr)
    expected = {"en": "Official rules: one match, none won; 3 rounds, none won.",
                "es": "Reglas oficiales: una partida, ninguna ganada; 3 rondas, ninguna ganada.",
                "pt-BR": "Regras oficiais: uma partida, nenhuma vencida; 3 rodadas, nenhuma vencida."}[lang]
    assert expected in lines
    assert any(line.startswith(app.tr("scoring-elimination") + ":") for line in lines)


# --- the colour in play after a Wild: item 6 -----------------------------------------

@ALL
def test_a_card_refused_after_a_wild_names_the_colour_in_play(tmp_path, lang):
    hands = [["Y1", "Y2", "R5", "G7", "Y3", "R4", "G2"], ["G1", "G3", "G4", "G5", "G6", "G8", "G9"]]
    game = Game(2, deck=deck(hands, "W", ["G0"] * 10), dealer=1)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    assert table.mode == "color"               # the first card is a Wild: the first player chooses
    press(app, clock, "4")                     # blue, then the turn is told
    assert said(app)[-2] == tr("color-chosen-you", color=tr("color", color="B"))
    press(app, clock, "home", "enter")         # yellow 1
    refusal = said(app)[-1]
    card = table.announcer.card(game.hands[0][0])
    assert refusal == tr("reason-card-does-not-match-color", card=card, color=tr("color", color="B"))
    assert tr("card", rank="wild", color="none") not in refusal


# --- Wilds in Portuguese: item 10; the pending cards: items 9 and 11 -----------------

def test_portuguese_wild_play_says_pede_in_its_own_sentence(tmp_path):
    hands = [["W", "W", "W", "W", "+4", "+4", "+4"], ["R1", "R2", "R5", "G7", "Y3", "R4", "G2"]]
    game = Game(2, deck=deck(hands, "R3", ["G0"] * 10), dealer=0)
    app, clock, table, tr = table_for(tmp_path, "pt-BR", game)
    wait(app, clock, 10)
    plays = [line for line in said(app) if line.startswith("Ana joga: Muda de cor")]
    assert plays and all(". Pede " in line and ", e pede" not in line for line in plays)


@ALL
def test_pending_cards_start_with_a_capital_and_speak_to_the_player(tmp_path, lang):
    hands = [["R+2", "R+2", "R+2", "R+2", "R+2", "R+2", "R+2"], ["B1", "B2", "B5", "G7", "Y3", "B4", "G2"]]
    game = Game(2, Rules(stacking=True), deck=deck(hands, "R3", ["G0"] * 10), dealer=0)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    press(app, clock, "p", settle=False)       # before Ana plays her Draw Two
    assert said(app)[-1] == tr("pending-none")
    if lang == "pt-BR":
        assert said(app)[-1] == "Não há cartas pendentes para comprar."
    wait(app, clock, 5)
    assert game.pending == 2 and game.turn == 0
    press(app, clock, "p")
    assert said(app)[-1] == tr("pending-you", count=2)
    assert said(app)[-1] == {"en": "You must draw 2.", "es": "Tienes 2 cartas por robar.",
                             "pt-BR": "Você tem 2 cartas para comprar."}[lang]


PARTNER_SKIPPED = {"en": "Your partner Bruno is skipped.", "es": "Tu pareja Bruno pierde el turno.",
                   "pt-BR": "Sua dupla Bruno perde a vez."}


@ALL
def test_a_partner_at_the_start_of_a_line_is_capitalised(tmp_path, lang):
    hands = [["RS"] * 7, ["B1", "B2", "B5", "G7", "Y3", "B4", "G2"],
             ["Y1", "Y2", "Y5", "G7", "Y3", "Y4", "G2"], ["G1", "B2", "B5", "G7", "Y3", "B4", "G2"]]
    game = Game(4, Rules(teams=True), deck=deck(hands, "R3", ["G0"] * 20), dealer=0)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    wait(app, clock, 5)
    assert PARTNER_SKIPPED[lang] in said(app)
    # Mid-sentence the partner stays lower case, in the team summary too.
    assert tr("your-partner", name="Bruno")[0].islower()


# --- Spanish card names and turns: items 12, 13, 15 ----------------------------------

@pytest.mark.parametrize("lang, reversed_line", [
    ("es", "Ahora se juega en sentido antihorario."),
    ("pt-BR", "Agora o jogo segue no sentido anti-horário."),
    ("en", "Direction reversed: play goes counter-clockwise.")])
def test_a_reverse_says_the_new_direction_once(tmp_path, lang, reversed_line):
    hands = [["RR"] * 7, ["B1", "B2", "B5", "G7", "Y3", "B4", "G2"], ["Y1", "Y2", "Y5", "G7", "Y3", "Y4", "G2"]]
    game = Game(3, deck=deck(hands, "R3", ["G0"] * 20), dealer=0)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    wait(app, clock, 3)
    heard = said(app)
    at = heard.index(reversed_line)
    assert heard[at - 1] == tr("play", name="Ana", card=tr("card", rank="reverse", color="R"))
    if lang == "es":
        assert heard[at - 1] == "Ana juega un Cambio de sentido rojo."


def test_spanish_skip_is_salto(tmp_path):
    hands = [["RS", "B2", "B5", "G7", "Y3", "B4", "G2"], ["Y1", "Y2", "Y5", "G7", "Y3", "Y4", "G2"]]
    game = Game(2, deck=deck(hands, "R3", ["G0"] * 20), dealer=1)
    app, clock, table, tr = table_for(tmp_path, "es", game)
    press(app, clock, "home")
    assert said(app)[-1] == "Salto rojo, 1 de 7"
    press(app, clock, "enter")
    assert "Juegas un Salto rojo." in said(app)


SWAP = {"en": "You swap hands with Ana.", "es": "Intercambias tu mano con Ana.",
        "pt-BR": "Você troca de mão com Ana."}


@ALL
def test_a_seven_swap_is_said_as_an_exchange_of_hands(tmp_path, lang):
    hands = [["R7", "B2", "B5", "G7", "Y3", "B4", "G2"], ["Y1", "Y2", "Y5", "G7", "Y3", "Y4", "G2"]]
    game = Game(2, Rules(seven_zero=True), deck=deck(hands, "R3", ["G0"] * 20), dealer=1)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    press(app, clock, "home", "enter")
    assert table.mode == "choose"
    press(app, clock, "enter")
    assert SWAP[lang] in said(app)


# --- catching: item 14 -----------------------------------------------------------------

CAUGHT = {"en": "Ana caught you without UNO: you draw 2.",
          "es": "Ana te sorprende: no dijiste UNO. Robas 2 cartas.",
          "pt-BR": "Ana pega você sem UNO: você compra 2 cartas."}


@ALL
def test_being_caught_without_uno(tmp_path, lang):
    hands = [["R1", "R2", "R4", "R5", "R6", "R7", "R8"], ["G9"] * 7]   # Ana can never play
    game = Game(2, deck=deck(hands, "R3", ["G0"] * 20), dealer=1)
    app, clock, table, tr = table_for(tmp_path, lang, game, level="hard")
    for _ in range(6):                          # down to one card, and UNO never said
        assert game.turn == 0
        press(app, clock, "home", "enter")
    assert CAUGHT[lang] in said(app)
    assert len(game.hands[0]) == 3


# --- the buzzer: item 5 ------------------------------------------------------------------

# Two humans at one keyboard: each is named, never "you".
LATE = {"en": "Lia and Zoe draw 3 each for the buzzer.", "es": "Roban 3 cartas los que no pulsaron a tiempo: Lia y Zoe.",
        "pt-BR": "Quem não apertou a tempo compra 3 cartas: Lia e Zoe."}


@ALL
def test_players_who_did_not_press_in_time_are_named_so(tmp_path, lang):
    hands = [["Z"] * 7, ["B1", "B2", "B5", "G7", "Y3", "B4", "G2"], ["Y1", "Y2", "Y5", "G7", "Y3", "Y4", "G2"]]
    game = Game(3, Rules(buzzer=True), deck=deck(hands, "R3", ["G0"] * 20), dealer=0)
    app, clock = make_app(tmp_path, lang=lang)
    tr = app.tr
    table = Table(app, game, [0, 2], {1: "basic"}, ["Lia", tr("bot-name-1"), "Zoe"], 1,
                  keys={2: {"buzz": "k", "catch": "m"}}, hidden=False)
    app.push(table)
    wait(app, clock, 2 + app.settings.buzzer_window)
    assert LATE[lang] in said(app)
    assert tr("draw-other", name="Zoe", count=3) not in said(app)   # that one line says who draws


# --- a failed jump-in with nothing to lose: item 17 -------------------------------------

NOTHING_LOST = {"en": "blue 5 can't jump in: you had no points to lose.",
                "es": "Intercepción fallida con el 5 azul; no tenías puntos que perder.",
                "pt-BR": "Interceptação errada: 5 azul. Você não tinha pontos a perder."}


@ALL
def test_a_failed_jump_in_at_zero_points_loses_nothing_and_says_so(tmp_path, lang):
    hands = [["Y1", "Y2", "Y5", "G7", "Y3", "Y4", "G2"], ["B5", "B2", "B5", "G7", "Y3", "B4", "G2"]]
    game = Game(2, Rules(jump_in=True), deck=deck(hands, "R3", ["G0"] * 20), dealer=0)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    assert game.turn == 1
    press(app, clock, "home", "enter", settle=False)    # out of turn, and not the card on top
    assert said(app)[-1] == NOTHING_LOST[lang]
    assert game.scores[0] == 0 and len(game.hands[0]) == 7


# --- F1 help and the New game menu: items 7, 16, 18, 19 ---------------------------------

COUNTS_KEYS = {"en": "E or Tab: ", "es": "tecla E o Tabulador: ", "pt-BR": "tecla E ou Tab: "}
YES_KEYS = {"en": "Y, S or Enter: ", "es": "tecla S o Intro: ", "pt-BR": "tecla S ou Enter: "}


def help_text(app, clock):
    press(app, clock, "f1")
    lines = list(app.screen.sections[0][1])
    press(app, clock, "escape")
    return lines


@ALL
def test_f1_names_letter_keys_as_keys_and_leaves_out_the_english_y(tmp_path, lang):
    game = Game(2, seed=3, dealer=1)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    lines = help_text(app, clock)
    assert any(line.startswith(COUNTS_KEYS[lang]) for line in lines)
    assert any(line.startswith(tr("help-letter", key="O") + ": ") for line in lines)
    if lang != "en":
        assert not any(line.startswith("O: ") or line.startswith("E ") for line in lines)
    app.push(Confirm(app, tr("confirm-quit"), lambda: None))
    lines = help_text(app, clock)
    assert lines[0].startswith(YES_KEYS[lang])
    if lang != "en":
        assert not any("Y" in line.split(":")[0] for line in lines)


def setup_item_help(app, clock, prefix):
    move_to(app, clock, prefix)
    lines = help_text(app, clock)
    return lines[0]               # the focused item and its help come first


SETUP = {
    "es": ("Tecla de Leo para el Zumbador: ", "Tecla de Leo para sorprender e interceptar: ",
           "Farol: ", "quien tiene que robar puede acusarte de farol con F",
           "Por equipos: ", "Los dos equipos se sientan alternados"),
    "pt-BR": ("Tecla de Leo para a Buzina: ", "Tecla de Leo para pegar e interceptar: ",
              "Blefe: ", "Mais quatro",
              "Equipes: ", "As duas equipes se sentam alternadas"),
}


@pytest.mark.parametrize("lang", ["es", "pt-BR"])
def test_setup_names_the_keys_owner_first_and_says_how_teams_sit(tmp_path, lang):
    buzz, catch, bluff, bluff_help, teams, teams_help = SETUP[lang]
    app, clock = make_app(tmp_path, lang=lang, players=3,
                          seats=[{"kind": "human", "name": "Zoe"}, {"kind": "human", "name": "Leo"},
                                 {"kind": "normal"}])
    app.start()
    press(app, clock, "enter")
    move_to(app, clock, buzz)                                               # item 16
    press(app, clock, "down")
    assert said(app)[-1].startswith(catch)
    assert bluff_help in setup_item_help(app, clock, bluff)                 # item 7
    assert teams_help in setup_item_help(app, clock, teams)


def test_portuguese_menus_say_opcao_and_the_text_backend_line(tmp_path):
    app, clock = make_app(tmp_path, lang="pt-BR")
    app.start()
    lines = help_text(app, clock)
    assert any(line.endswith(": opção anterior") for line in lines)
    assert not any(" item" in line for line in lines)
    press(app, clock, "enter", "enter")                                      # at the table
    lines = help_text(app, clock)
    assert "tecla P: as cartas pendentes para comprar" in lines               # item 9
    assert app.tr("speech-using-text") == "O jogo mostra em texto o que fala."    # item 19


def test_a_save_that_cannot_be_written_is_said_as_the_match_in_spanish(tmp_path, monkeypatch):
    app, clock = make_app(tmp_path, lang="es")
    app.start()
    press(app, clock, "enter", "enter")

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("uno_audio.files.write_atomic", full)
    for _ in range(20):
        if not isinstance(app.screen, Table):
            break
        press(app, clock, *(keys_for_turn(app.screen) or ["c"]))
    failed = [line for line in said(app) if line.startswith("No se ha podido guardar")]
    assert f"No se ha podido guardar la partida; el juego sigue. Detalles en {app.places.log_file()}." in failed
    assert not any("archivo de partida guardada" in line for line in said(app))


@ALL
def test_an_elimination_match_is_not_announced_as_official_rules(tmp_path, lang):
    game = Game(3, Rules(scoring="elimination"), seed=8)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    press(app, clock, "shift+r", settle=False)         # the rules in play
    assert said(app)[-1] == tr("rules-in-play", target=500, scoring=tr("scoring-elimination"))


@ALL
def test_a_partner_saying_uno_is_capitalised_after_the_opening_mark(tmp_path, lang):
    # Bruno holds only Wilds: he plays one every turn, whichever the search picks.
    hands = [["B1", "B2", "B5", "G7", "Y3", "B4", "G2"], ["R1", "R2"] + ["Y9"] * 5,
             ["W"] * 7, ["G1", "B2", "B5", "G7", "Y3", "B4", "G2"]]
    game = Game(4, Rules(teams=True), deck=deck(hands, "R3", ["G0"] * 40), dealer=3)
    app, clock, table, tr = table_for(tmp_path, lang, game, level="hard")
    assert game.partners(0) == [2] and game.turn == 0
    line = tr("uno", name=tr("your-partner-start", name="Bruno"))
    for _ in range(12):
        if line in said(app):
            break
        press(app, clock, *(keys_for_turn(table) or ["c"]))
    assert line in said(app)
    assert tr("uno", name=tr("your-partner", name="Bruno")) not in said(app)


CAUGHT_BY_ANOTHER = {"en": "Bruno catches Ana without UNO: Ana draws 2.",
                     "es": "Bruno sorprende a Ana, que no dijo UNO: Ana roba 2 cartas.",
                     "pt-BR": "Bruno pega Ana sem UNO: Ana compra 2 cartas."}


@ALL
def test_a_catch_between_two_others_says_who_forgot(tmp_path, lang):
    """Item 14: the engine's catch event, spoken to a third player."""
    from uno_audio.ui.announcer import Announcer
    hands = [["R1", "R2", "R4", "R5", "R6", "R7", "R8"], ["G9"] * 7, ["G8"] * 7]
    game = Game(3, deck=deck(hands, "R3", ["G0"] * 40), dealer=0)   # Ana (seat 1) plays first
    events = []
    while len(game.hands[1]) > 1:
        seat = game.turn
        plays = [a for a in game.legal_actions(seat) if a.startswith("play")]
        events += game.apply(seat, plays[0] if seat == 1 and plays else "draw")
        if game.phase == "drawn":
            events += game.apply(seat, "pass")
    assert "catch 1" in game.legal_actions(2)
    events += game.apply(2, "catch 1")
    tr = translator(lang)
    names = [tr("you-name"), tr("bot-name-1"), tr("bot-name-2")]
    lines = [line.text for line in Announcer(tr, names, 0).lines(events)]
    assert CAUGHT_BY_ANOTHER[lang] in lines


START_TEAMS = {"en": "New match: you and your partner Bruno against Ana and Carla.",
               "es": "Nueva partida: tú y tu pareja Bruno contra Ana y Carla.",
               "pt-BR": "Nova partida: você e sua dupla Bruno contra Ana e Carla."}


@ALL
def test_a_team_match_starts_saying_who_plays_with_whom(tmp_path, lang):
    game = Game(4, Rules(teams=True), seed=5)
    app, clock, table, tr = table_for(tmp_path, lang, game)
    assert START_TEAMS[lang] in said(app)
