package org.roundhouse.record;

import org.roundhouse.TestSeam;
import org.roundhouse.board.BoardNames;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.roundhouse.board.Board;
import org.roundhouse.engine.base.BaseMove;
import org.roundhouse.engine.base.BaseState;

/** Loading is validation: the first illegal move stops the load, with file, line, move, player and reason. */
class LoadingTest {
    private static int lineOf(String text, int index) {
        return (int) text.substring(0, index).chars().filter(c -> c == '\n').count() + 1;
    }

    private static GameRecord game() {
        return RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, false, List.of("Anna", "Ben", "Carl")), 42);
    }

    @Test
    void anIllegalBuildStopsTheLoadWithTheEnginesReasonAndKeepsTheValidPrefix() {
        GameRecord record = game();
        Replay replay = Replay.of(record);
        Board board = replay.board();
        int dm = board.companyIndex("DM");
        int casSlc = BoardNames.of(board).sectionByCode("CAS-SLC");
        int mountain = board.trackTypeIndex("mountain");
        MoveNode target = null;
        for (MoveNode n : record.mainLine()) {
            BaseState before = TestSeam.state(replay.stateBefore(n));
            if (!n.turn().isInitial() && n.turn().steps().get(1) instanceof BaseMove.Build b && b.card() == mountain
                    && !before.reaches(dm, board.section(casSlc).cityA()) && !before.reaches(dm, board.section(casSlc).cityB())) {
                target = n;
                break;
            }
        }
        assertThat(target).as("a turn that builds with a mountain card").isNotNull();
        String text = RecordSaver.write(record, RecordFormat.NOTATION);
        int number = target.moveNumber();
        Matcher m = Pattern.compile("(?m)^" + number + "\\.[A-F] \\+\\S+ (\\S+)").matcher(text);
        assertThat(m.find()).isTrue();
        String broken = text.substring(0, m.start(1)) + "DM:CAS-SLC" + text.substring(m.end(1));
        int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;

        LoadResult r = RecordLoader.readNotation(broken, "game.upn");

        String player = record.setup().players().get(target.turn().player());
        assertThat(r.error()).isPresent();
        assertThat(r.error().get().toString()).isEqualTo("game.upn:" + line + ": move " + number + " (" + player
                + "): DM has no train connected to Casper or Salt Lake City");
        GameRecord prefix = r.record().orElseThrow();
        assertThat(prefix.mainLineEnd().moveNumber()).isEqualTo(number - 1);
        assertThat(prefix.mainLine()).hasSize(number);
        assertThat(TestSeam.state(Replay.of(prefix).finalState()).turn()).isEqualTo(number - 1);
    }

    @Test
    void theSameKindOfErrorInXmlNamesTheXmlLine() {
        GameRecord record = game();
        String xml = RecordSaver.write(record, RecordFormat.XML);
        int build = xml.indexOf("<build ", xml.indexOf("<node seat=\"3\""));
        int end = xml.indexOf("/>", build);
        int move = countOf(xml.substring(0, build), "<node") - 1;
        String broken = xml.substring(0, build) + "<build card=\"plain\" company=\"UP\" section=\"DEN-OMA\"" + xml.substring(end);
        int line = countOf(xml.substring(0, build), "\n") + 1;

        LoadResult r = RecordLoader.readXml(broken, "game.xml");

        assertThat(r.error().orElseThrow().toString()).startsWith("game.xml:" + line + ": move " + move + " (")
                .endsWith("): 'UP' is not a company of the board");
        assertThat(r.record().orElseThrow().mainLine()).hasSize(move);
    }

    @Test
    void anIllegalStepInXmlGivesTheEnginesReason() {
        GameRecord record = game();
        String xml = RecordSaver.write(record, RecordFormat.XML);
        int take = xml.indexOf("<take from=\"display\"", xml.indexOf("<node seat=\"2\""));
        int move = countOf(xml.substring(0, take), "<node") - 1;
        int end = xml.indexOf("/>", take);
        String broken = xml.substring(0, take) + "<take from=\"display\" company=\"XX\"" + xml.substring(end);
        assertThat(RecordLoader.readXml(broken, "g.xml").error().orElseThrow().reason()).isEqualTo("'XX' is not a company of the board");
        BaseState before = TestSeam.state(Replay.of(record).stateBefore(record.mainLine().get(move)));
        Board board = record.setup().board();
        int hidden = 0;
        while (contains(before.display(), hidden)) hidden++;
        broken = xml.substring(0, take) + "<take from=\"display\" company=\""
                + board.companyAbbreviation(hidden).replace("&", "&amp;") + "\"" + xml.substring(end);
        LoadError e = RecordLoader.readXml(broken, "g.xml").error().orElseThrow();
        assertThat(e.moveNumber()).isEqualTo(move);
        assertThat(e.reason()).isEqualTo("there is no " + board.companyAbbreviation(hidden) + " share face up");
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) if (x == v) return true;
        return false;
    }

    private static int countOf(String s, String what) {
        int count = 0;
        for (int at = s.indexOf(what); at >= 0; at = s.indexOf(what, at + 1)) count++;
        return count;
    }

    @Test
    void aTableRecordWithoutDeckOrdersLoadsFromTheCardsWrittenOnTheMoves() {
        GameRecord record = game();
        GameRecord table = new GameRecord(record.header(), record.setup().withDeal(record.setup().deal().withoutDeckOrders()));
        MoveNode n = table.root();
        for (MoveNode m : record.mainLine()) n = n.addChild(m.turn());
        String text = RecordSaver.write(table, RecordFormat.NOTATION);
        assertThat(text).doesNotContain("[ShareDeck").doesNotContain("[TrackDeck");

        LoadResult r = RecordLoader.readNotation(text, "table.upn");

        assertThat(r.error()).isEmpty();
        BaseState end = TestSeam.state(Replay.of(r.record().orElseThrow()).finalState());
        BaseState original = TestSeam.state(Replay.of(record).finalState());
        assertThat(end.isOver()).isTrue();
        for (int p = 0; p < 3; p++) assertThat(end.cash(p)).isEqualTo(original.cash(p));
        assertThat(end.knowsDeckOrder()).isFalse();
    }

    @Test
    void aTableRecordStillRefusesCardsTheDeckCannotHold() {
        GameRecord record = game();
        GameRecord table = new GameRecord(record.header(), record.setup().withDeal(record.setup().deal().withoutDeckOrders()));
        MoveNode n = table.root();
        for (MoveNode m : record.mainLine()) n = n.addChild(m.turn());
        String text = RecordSaver.write(table, RecordFormat.NOTATION);
        // the first card turned up from the share deck is a dividend: impossible in the top six cards
        Matcher m = Pattern.compile("\\^(?!\\$)\\S+").matcher(text.substring(text.indexOf("\n0. ")));
        assertThat(m.find()).isTrue();
        int at = text.indexOf("\n0. ") + m.start();
        String broken = text.substring(0, at) + "^$" + text.substring(at + m.group().length());

        LoadResult r = RecordLoader.readNotation(broken, "table.upn");

        assertThat(r.error().orElseThrow().reason())
                .isEqualTo("no dividend card can come up here: the current stack of the deck holds none");
    }

    @Test
    void aWrongDividendNumberIsCaught() {
        String text = RecordSaver.write(game(), RecordFormat.NOTATION);
        assertThat(text).contains("^$1");
        LoadResult r = RecordLoader.readNotation(text.replaceFirst("\\^\\$1", "^\\$2"), "d.upn");
        assertThat(r.error().orElseThrow().reason()).isEqualTo("this is dividend card 1, not 2");
    }

    @Test
    void aRecordedDeckOrderIsEnforced() {
        GameRecord record = game();
        String text = RecordSaver.write(record, RecordFormat.NOTATION);
        Matcher m = Pattern.compile("\\+([PFMDW]) ").matcher(text.substring(text.indexOf("\n1.A")));
        assertThat(m.find()).isTrue();
        int at = text.indexOf("\n1.A") + m.start(1);
        String other = m.group(1).equals("P") ? "F" : "P";
        LoadResult r = RecordLoader.readNotation(text.substring(0, at) + other + text.substring(at + 1), "deck.upn");
        assertThat(r.error().orElseThrow().reason()).startsWith("the track deck's next card is");
        assertThat(r.error().get().moveNumber()).isEqualTo(1);
        assertThat(r.record().orElseThrow().mainLine()).hasSize(1);
    }

    @Test
    void aProblemInTheDealGivesNoRecord() {
        String text = RecordSaver.write(game(), RecordFormat.NOTATION);
        String broken = text.replaceFirst("\\[DealA \"(\\S) ", "[DealA \"");
        LoadResult r = RecordLoader.readNotation(broken, "deal.upn");
        assertThat(r.record()).isEmpty();
        assertThat(r.error().orElseThrow().toString()).matches("deal\\.upn:\\d+: seat 1 is dealt 2 track cards, not 3");
    }

    @Test
    void anErrorInsideAVariationKeepsTheMainLineAndVariationsBeforeIt() {
        GameRecord record = game();
        Replay replay = Replay.of(record);
        MoveNode at = record.mainLine().get(20);
        Fixtures.addVariation(replay, at, new java.util.SplittableRandom(3), 0);
        String text = RecordSaver.write(record, RecordFormat.NOTATION);
        int open = text.lastIndexOf("\n  (");
        assertThat(open).isPositive();
        int close = text.indexOf(')', open);
        String broken = text.substring(0, open) + "\n  (" + text.substring(open + 4, close) + " =UP" + text.substring(close);
        LoadResult r = RecordLoader.readNotation(broken, "v.upn");
        assertThat(r.error()).isPresent();
        GameRecord prefix = r.record().orElseThrow();
        assertThat(prefix.nodeCount()).isLessThan(record.nodeCount()).isGreaterThan(20);
        assertThat(prefix.mainLine()).hasSize(21);
        assertThat(Replay.of(prefix).finalState()).isNotNull();
    }

    @Test
    void foldersPipesAndEmptyFilesAreNamedForWhatTheyAre(@org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
        Path folder = Files.createDirectory(tmp.resolve("games.upn"));
        assertThat(RecordLoader.load(folder).error().orElseThrow().reason()).isEqualTo("this is a folder, not a record file");
        Path empty = Files.writeString(tmp.resolve("empty.upn"), " \n\t\n");
        assertThat(RecordLoader.load(empty).error().orElseThrow().reason()).isEqualTo("the file is empty");
        assertThat(RecordLoader.readXml("", "e.xml").error().orElseThrow().reason()).isEqualTo("the file is empty");
        if (System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT).contains("linux")) {
            Path fifo = tmp.resolve("pipe.upn");
            Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
            assertThat(p.waitFor()).isZero();
            assertThat(RecordLoader.load(fifo).error().orElseThrow().reason()).isEqualTo("this is not a regular file");
        }
    }

    @Test
    void theRulesTagPicksTheRuleSetAndItsTagsAndDeal() {
        String upn = org.roundhouse.record.notation.NotationWriter.write(game());
        assertThat(upn).contains("[Rules \"base\"]\n[Recipe \"standard\"]");
        int rulesLine = (int) upn.substring(0, upn.indexOf("[Rules ")).chars().filter(c -> c == '\n').count() + 1;
        LoadError unknown = RecordLoader.readNotation(upn.replace("[Rules \"base\"]", "[Rules \"stripped\"]"), "g.upn")
                .error().orElseThrow();
        assertThat(unknown.line()).isEqualTo(rulesLine);
        assertThat(unknown.reason()).isEqualTo("unknown rule set 'stripped' (this version knows "
                + org.roundhouse.engine.registry.RuleSets.all().stream().map(r -> "'" + r.id() + "'").collect(java.util.stream.Collectors.joining(", "))
                + ")");
        // a base option is an unknown tag of the variant, and the variant is for two
        LoadError baseTag = RecordLoader.readNotation(upn.replace("[Rules \"base\"]", "[Rules \"up-for-two\"]"), "g.upn")
                .error().orElseThrow();
        assertThat(baseTag.line()).isEqualTo(rulesLine + 2);
        assertThat(baseTag.reason()).startsWith("unknown tag [TwoPlayerRules]");
        String threeForTwo = upn.replace("[Rules \"base\"]", "[Rules \"up-for-two\"]").replace("[TwoPlayerRules \"yes\"]\n", "")
                .replace("[DeadTrackRule \"no\"]\n", "");
        LoadError three = RecordLoader.readNotation(threeForTwo, "g.upn").error().orElseThrow();
        assertThat(three.line()).isEqualTo(lineOf(threeForTwo, threeForTwo.indexOf("[DealA ")));
        assertThat(three.reason()).isEqualTo("Union Pacific for two is played by 2 players, not 3");
        // an option of another rule set is an unknown tag of this one
        LoadError foreign = RecordLoader.readNotation(upn.replace("[Recipe \"standard\"]", "[Recipe \"standard\"]\n[ThreeOfAKind \"yes\"]"),
                "g.upn").error().orElseThrow();
        assertThat(foreign.line()).isEqualTo(rulesLine + 2);
        assertThat(foreign.reason()).startsWith("unknown tag [ThreeOfAKind]");
    }

    @Test
    void inXmlTooTheRulesAttributePicksTheRuleSetAndItsOptions() {
        String xml = org.roundhouse.record.xml.XmlRecordCodec.write(game());
        assertThat(xml).contains("rules=\"base\" recipe=\"standard\" two-player-rules=\"true\" dead-track-rule=\"false\"");
        LoadError foreign = RecordLoader.readXml(xml.replace("dead-track-rule=\"false\"", "dead-track-rule=\"false\" three-of-a-kind=\"true\""),
                "g.xml").error().orElseThrow();
        assertThat(foreign.reason()).isEqualTo("rule set 'base' has no option three-of-a-kind");
        // a base option is not one of the variant's
        assertThat(RecordLoader.readXml(xml.replace("rules=\"base\"", "rules=\"up-for-two\""), "g.xml").error().orElseThrow().reason())
                .isEqualTo("rule set 'up-for-two' has no option two-player-rules");
        LoadError three = RecordLoader.readXml(xml.replace("rules=\"base\" recipe=\"standard\" two-player-rules=\"true\" dead-track-rule=\"false\"",
                "rules=\"up-for-two\" recipe=\"standard\""), "g.xml").error().orElseThrow();
        assertThat(three.reason()).isEqualTo("Union Pacific for two is played by 2 players, not 3");
        LoadError unknown = RecordLoader.readXml(xml.replace("dead-track-rule=\"false\"", "dead-track-rule=\"false\" speed=\"fast\""),
                "g.xml").error().orElseThrow();
        assertThat(unknown.reason()).contains("speed");
    }
}
