package org.roundhouse.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.board.Boards;
import org.roundhouse.engine.DeckRecipe;
import org.roundhouse.engine.Game;
import org.roundhouse.engine.GameState;
import org.roundhouse.engine.Move;
import org.roundhouse.engine.PositionFacts;
import org.roundhouse.engine.RecipeCheck;
import org.roundhouse.engine.RecipeFormatException;
import org.roundhouse.engine.RecipeParser;
import org.roundhouse.engine.RuleOption;
import org.roundhouse.engine.RuleSet;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.registry.RuleSets;

/**
 * The engine's other texts in Italian (docs/i18n.md): every rule set's title, options and option
 * summaries, the value and dividend words its facts carry, the base game's step names, the deal,
 * setup and option checks, a foreign step's refusal and the deck recipes' parse errors, refusals
 * and shortfalls. In English they read as before.
 */
class ItalianEngineTextsTest {
    /** English words of these texts; none may be left in the Italian (names, notation and option values taken out first). */
    private static final Pattern ENGLISH = Pattern.compile("\\b(the|an|and|of|to|with|without|is|are|not|no|share|shares|card|cards"
            + "|deck|row|rows|rule|rules|player|players|seat|stack|stacks|dividend|dividends|price|train|trains|round|rounds|game|bank"
            + "|treasury|half|whole|full|company|companies|board|display|track|only|must|be|more|than|has|holds|lies|lie|at|bottom"
            + "|every|unknown|expected|found|number|needs|from|top|left|ends|end|takes|pay|difference|three|four|kind|removed|blocks"
            + "|placement|turn|recipe|value|scoring|marker|step|first|draw|build|investment|discard|pass|take|exchange|replacement"
            + "|turned|sold|bought|on|or|for|its|their|option|set|line|text|save|whole|digits|range|out|defined"
            + "|twice|keyword|gets|asks|one|after|other|double|already|use|give|another|id|station|main|decks|face|stock|market"
            + "|treasuries|sales|trades|both|ways|idle|go|majority|optional|refusal|refused|proposal|showing|run|section)\\b");
    /** What stays the same in every language: the recipe file's keywords. */
    private static final Pattern NOTATION = Pattern.compile("\\b(recipe|stack|rest|dividends)\\b");

    private final Locale before = Messages.locale();

    @AfterEach
    void restore() {
        Messages.setLocale(before);
    }

    private static <T> T in(Locale l, Supplier<T> s) {
        Messages.setLocale(l);
        return s.get();
    }

    private static String thrown(Locale l, Runnable r) {
        Messages.setLocale(l);
        try {
            r.run();
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        throw new AssertionError("nothing thrown");
    }

    private static String recipeError(Locale l, String text) {
        Messages.setLocale(l);
        try {
            RecipeParser.parse(new StringReader(text), "mine.txt");
        } catch (RecipeFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError("no error for " + text);
    }

    /** The Italian with what is not prose taken out: quoted values, UP and company names, the words in {@code keep}. */
    private static String prose(String italian, List<String> keep) {
        String s = italian.replaceAll("\"[^\"]*\"", " ").replaceAll("(?<!\\p{L})'[^']*'(?!\\p{L})", " ").replaceAll("\\[[^]]*]", " ");
        for (String k : keep) s = s.replaceAll("\\b" + Pattern.quote(k) + "\\b", " ");
        return NOTATION.matcher(s).replaceAll(" ");
    }

    private static void assertItalian(Map<String, List<String>> samples, List<String> keep) {
        assertThat(samples).isNotEmpty();
        samples.forEach((what, texts) -> {
            String english = texts.get(0);
            String italian = texts.get(1);
            assertThat(italian).as("%s: Italian '%s'", what, italian).isNotBlank();
            var m = ENGLISH.matcher(prose(italian, keep));
            assertThat(m.find()).as("%s: English '%s' left in '%s' (English: '%s')", what, m.find(0) ? m.group() : "", italian, english)
                    .isFalse();
        });
    }

    private static Board board() {
        return Boards.unionPacific();
    }

    /** Every option of every rule set away from its default, one at a time, and all at their defaults. */
    private static List<Map<String, String>> optionChoices(RuleSet r) {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(r.defaults());
        for (RuleOption o : r.options()) {
            for (String v : o.values()) {
                if (v.equals(o.defaultValue())) continue;
                Map<String, String> m = new LinkedHashMap<>(r.defaults());
                m.put(o.tag(), v);
                out.add(m);
            }
        }
        return out;
    }

    @Test
    void everyRuleSetsTitleOptionsAndSummariesAreInItalian() {
        Map<String, List<String>> samples = new LinkedHashMap<>();
        List<String> keep = new ArrayList<>(List.of("Union", "Pacific", "UP", "M$", "standard"));
        for (RuleSet r : RuleSets.all()) {
            samples.put(r.id() + " title", List.of(in(Locale.ENGLISH, r::title), in(Locale.ITALIAN, r::title)));
            for (RuleOption o : r.options()) {
                keep.addAll(o.values());
                samples.put(r.id() + " " + o.tag() + " label", List.of(in(Locale.ENGLISH, o::label), in(Locale.ITALIAN, o::label)));
                if (!in(Locale.ENGLISH, o::meaning).isEmpty()) {
                    samples.put(r.id() + " " + o.tag() + " meaning", List.of(in(Locale.ENGLISH, o::meaning), in(Locale.ITALIAN, o::meaning)));
                }
            }
            for (Map<String, String> options : optionChoices(r)) {
                Game g = r.configure(board(), options);
                for (int players : List.of(g.minPlayers(), g.maxPlayers())) {
                    samples.put(r.id() + " " + options + " " + players + " summary",
                            List.of(in(Locale.ENGLISH, () -> g.describeOptions(players)), in(Locale.ITALIAN, () -> g.describeOptions(players))));
                    samples.put(r.id() + " " + options + " " + players + " in brief",
                            List.of(in(Locale.ENGLISH, () -> g.rulesInBrief(players)), in(Locale.ITALIAN, () -> g.rulesInBrief(players))));
                }
            }
        }
        assertThat(samples.keySet().stream().filter(k -> k.endsWith(" label"))).hasSizeGreaterThanOrEqualTo(16);
        assertItalian(samples, keep);
        samples.forEach((what, texts) -> {
            if (!texts.get(0).equals("Union Pacific")) assertThat(texts.get(1)).as(what).isNotEqualTo(texts.get(0));
        });
    }

    @Test
    void theOptionSummariesReadInTheTermsOfTheItalianRulesAndAsBeforeInEnglish() {
        Game base = RuleSets.base().configure(board(), RuleSets.base().defaults());
        assertThat(in(Locale.ENGLISH, () -> base.describeOptions(2)))
                .isEqualTo("deck recipe standard, two-player rules: the last payment on the third Union Pacific row, 15/12/9/6/3");
        assertThat(in(Locale.ITALIAN, () -> base.describeOptions(2)))
                .isEqualTo("composizione del mazzo standard, regole per due giocatori: l'ultimo pagamento sulla terza riga della Union Pacific, "
                        + "15/12/9/6/3");
        RuleSet nineteenth = RuleSets.require("nineteenth-century");
        assertThat(in(Locale.ITALIAN, nineteenth::title)).isEqualTo("Union Pacific nell'Ottocento");
        assertThat(in(Locale.ITALIAN, () -> nineteenth.options().get(1).label())).isEqualTo("Le azioni vendute alla banca rendono");
        assertThat(in(Locale.ENGLISH, () -> nineteenth.options().get(1).label())).isEqualTo("Shares sold to the bank fetch");
    }

    @Test
    void theValueAndDividendWordsOfEveryRuleSetAreInItalian() {
        Map<String, List<String>> samples = new LinkedHashMap<>();
        for (RuleSet r : RuleSets.all()) {
            Game g = r.configure(board(), r.defaults());
            GameState start = g.newGame(g.pairedDeal(g.minPlayers(), 1));
            PositionFacts en = in(Locale.ENGLISH, () -> g.facts(start, PositionFacts.ALL_SEEING));
            PositionFacts it = in(Locale.ITALIAN, () -> g.facts(start, PositionFacts.ALL_SEEING));
            samples.put(r.id() + " value rule", List.of(en.valueRule, it.valueRule));
            samples.put(r.id() + " value caption", List.of(en.valueCaption, it.valueCaption));
            samples.put(r.id() + " dividend card", List.of(en.dividendCardName, it.dividendCardName));
        }
        assertThat(samples).hasSize(3 * RuleSets.all().size());
        assertItalian(samples, List.of("M$"));
        samples.forEach((what, texts) -> assertThat(texts.get(1)).as(what).isNotEqualTo(texts.get(0)));
        assertThat(samples.get("base value rule")).containsExactly("trains on the board + 1 (the main station)",
                "treni sulla mappa + 1 (la stazione principale)");
        assertThat(samples.get("nineteenth-century value caption")).containsExactly("share price", "prezzo dell'azione");
    }

    @Test
    void everyStepOfTheBaseGameHasAnItalianName() {
        List<BaseMove> steps = List.of(new BaseMove.Initial(0, 0), new BaseMove.DrawTrack(0, 0), new BaseMove.Build(0, 0, 0, 0),
                BaseMove.Invest.of(0, 0, 1), new BaseMove.Discard(0, 0), new BaseMove.Forgo(0, 0), new BaseMove.ReplaceDead(0, 0),
                BaseMove.Take.deck(0), new BaseMove.Reveal(0, 0), new BaseMove.Exchange(0, 0));
        Map<String, List<String>> samples = new LinkedHashMap<>();
        for (BaseMove m : steps) {
            String english = in(Locale.ENGLISH, m::stepName);
            // the English name is the notation's word, title-cased, as the workbench wrote it before
            StringBuilder titled = new StringBuilder();
            for (String w : m.kindOfStep().split(" ")) titled.append(titled.length() > 0 ? " " : "").append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
            assertThat(english).isEqualTo(titled.toString());
            samples.put(m.getClass().getSimpleName(), List.of(english, in(Locale.ITALIAN, m::stepName)));
        }
        assertThat(samples).hasSize(10);
        assertItalian(samples, List.of());
        assertThat(samples.get("Take")).containsExactly("Share Take", "Presa di un'azione");
        // what records and refusal codes name stays English in every language
        assertThat(in(Locale.ITALIAN, () -> BaseMove.Take.deck(0).kindOfStep())).isEqualTo("share take");
    }

    @Test
    void dealSetupAndOptionChecksAreInItalian() {
        Map<String, List<String>> samples = new LinkedHashMap<>();
        List<String> keep = new ArrayList<>(List.of("UP", "TwoPlayerLastRow", "IdleRoundLimit", "Bogus", "DM", "seven"));
        for (DeckRecipe d : org.roundhouse.engine.Recipes.all()) keep.addAll(List.of(d.id().split("-")));
        for (RuleSet r : RuleSets.all()) {
            Game g = r.configure(board(), r.defaults());
            Runnable tooMany = () -> g.randomDeal(g.maxPlayers() + 1, new Random(1));
            samples.put(r.id() + " players", List.of(thrown(Locale.ENGLISH, tooMany), thrown(Locale.ITALIAN, tooMany)));
            Runnable unknownOption = () -> r.configure(board(), Map.of("Bogus", "yes"));
            samples.put(r.id() + " unknown option", List.of(thrown(Locale.ENGLISH, unknownOption), thrown(Locale.ITALIAN, unknownOption)));
            for (RuleOption o : r.options()) {
                keep.addAll(o.values());
                if (o.isDeckRecipe()) {
                    Runnable unknownRecipe = () -> r.configure(board(), Map.of(o.tag(), "seven"));
                    samples.put(r.id() + " unknown recipe", List.of(thrown(Locale.ENGLISH, unknownRecipe), thrown(Locale.ITALIAN, unknownRecipe)));
                }
            }
            // a step of another rule set is refused in the language
            Game other = RuleSets.all().get((RuleSets.all().indexOf(r) + 1) % RuleSets.all().size()).configure(board(),
                    RuleSets.all().get((RuleSets.all().indexOf(r) + 1) % RuleSets.all().size()).defaults());
            GameState start = g.newGame(g.pairedDeal(g.minPlayers(), 3));
            GameState otherStart = other.newGame(other.pairedDeal(other.minPlayers(), 3));
            Move foreign = other.legalMoves(otherStart).isEmpty() ? other.sampleChance(otherStart, new Random(2)) : other.legalMoves(otherStart).get(0);
            if (!g.belongsHere(start, foreign)) {
                samples.put(r.id() + " foreign step", List.of(in(Locale.ENGLISH, () -> g.refusal(start, foreign).orElseThrow().sentence()),
                        in(Locale.ITALIAN, () -> g.refusal(start, foreign).orElseThrow().sentence())));
            }
        }
        RuleSet base = RuleSets.base();
        Runnable badRow = () -> base.configure(board(), Map.of("TwoPlayerLastRow", "fifth"));
        samples.put("base last row", List.of(thrown(Locale.ENGLISH, badRow), thrown(Locale.ITALIAN, badRow)));
        RuleSet nineteenth = RuleSets.require("nineteenth-century");
        Runnable badLimit = () -> nineteenth.configure(board(), Map.of("IdleRoundLimit", "7"));
        samples.put("nineteenth idle limit", List.of(thrown(Locale.ENGLISH, badLimit), thrown(Locale.ITALIAN, badLimit)));
        assertThat(samples.keySet().stream().filter(k -> k.endsWith("foreign step"))).isNotEmpty();
        assertItalian(samples, keep);
        samples.forEach((what, texts) -> assertThat(texts.get(1)).as(what).isNotEqualTo(texts.get(0)));
        assertThat(samples.get("base players").get(0)).isEqualTo("the base game is for 2 to 6 players, not 7");
        assertThat(samples.get("base players").get(1)).isEqualTo("il gioco base è per 2-6 giocatori, non 7");
        assertThat(samples.get("base last row").get(0))
                .isEqualTo("TwoPlayerLastRow must be \"third\" or \"fourth\" (the Union Pacific row of the two-player rules' last payment), not \"fifth\"");
    }

    @Test
    void deckRecipesParseErrorsRefusalsAndShortfallsAreInItalian() {
        Map<String, List<String>> samples = new LinkedHashMap<>();
        List<String> bad = List.of("recipe", "recipe Bad_Id", "recipe a\nrecipe a", "stack 6", "deal 6", "recipe a\nstack six",
                "recipe a\nstack 6 dividends", "recipe a\nstack 900", "recipe a\nstack 6 dividends 99", "recipe a\nstack 6 dividends x",
                "recipe a\nrecipe b\nstack 6", "recipe a\nstack ６");
        for (String text : bad) samples.put("parse " + text, List.of(recipeError(Locale.ENGLISH, text), recipeError(Locale.ITALIAN, text)));
        DeckRecipe doubled = new DeckRecipe("doubled", "Doubled", List.of(new DeckRecipe.Stack(60, 1), new DeckRecipe.Stack(70, 1),
                new DeckRecipe.Stack(DeckRecipe.Stack.REST, 1), new DeckRecipe.Stack(DeckRecipe.Stack.REST, 2)));
        samples.put("refusal", List.of(in(Locale.ENGLISH, () -> RecipeCheck.refusal(doubled, board()).orElseThrow()),
                in(Locale.ITALIAN, () -> RecipeCheck.refusal(doubled, board()).orElseThrow())));
        samples.put("shortfall", List.of(in(Locale.ENGLISH, () -> RecipeCheck.shortfall(doubled, 65).orElseThrow()),
                in(Locale.ITALIAN, () -> RecipeCheck.shortfall(doubled, 65).orElseThrow())));
        DeckRecipe one = new DeckRecipe("one", "One", List.of(new DeckRecipe.Stack(DeckRecipe.Stack.REST, 4), new DeckRecipe.Stack(0, 1)));
        samples.put("shortfall one", List.of(in(Locale.ENGLISH, () -> RecipeCheck.shortfall(one, 65).orElseThrow()),
                in(Locale.ITALIAN, () -> RecipeCheck.shortfall(one, 65).orElseThrow())));
        assertItalian(samples, List.of("mine.txt", "doubled", "one", "x"));
        samples.forEach((what, texts) -> assertThat(texts.get(1)).as(what).isNotEqualTo(texts.get(0)));
        assertThat(samples.get("parse recipe a\nstack 900"))
                .containsExactly("mine.txt:2: stack size 900 is out of range 0..200", "mine.txt:2: la dimensione del blocco 900 è fuori dall'intervallo 0..200");
        assertThat(samples.get("shortfall").get(0)).isEqualTo("stack 2 asks for 70 share cards, more than the deck's 65; stacks 3 and 4 get "
                + "no share card, so their 3 dividend cards lie at the bottom of the deck, one after the other: a double dividend in every game");
        assertThat(samples.get("shortfall one").get(0))
                .isEqualTo("stack 2 gets no share card, so its 1 dividend card lies at the bottom of the deck");
        assertThatThrownBy(() -> RecipeParser.parse(new StringReader("stack 6"), "x")).isInstanceOf(RecipeFormatException.class);
    }
}
