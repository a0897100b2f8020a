package org.roundhouse.record;

import org.roundhouse.TestSeam;
import org.roundhouse.board.BoardNames;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The notation's grammar: what it accepts, how it reads, and the messages for what it refuses. */
class NotationTest {
    private static GameRecord game;
    private static String text;

    @BeforeAll
    static void write() {
        game = RandomGames.play(org.roundhouse.record.BaseRandomGames.template(3, "standard", true, false, List.of("Anna", "Ben", "Carl")), 42);
        text = RecordSaver.write(game, RecordFormat.NOTATION);
    }

    private static GameRecord read(String t) {
        LoadResult r = RecordLoader.readNotation(t, "t.upn");
        assertThat(r.error()).isEmpty();
        return r.record().orElseThrow();
    }

    private static LoadError error(String t) {
        return RecordLoader.readNotation(t, "t.upn").error().orElseThrow();
    }

    private static String movetext() {
        return text.substring(text.indexOf("\n0. ") + 1);
    }

    /** The text of main-line move {@code n}. */
    private static String move(int n) {
        String m = movetext();
        int at = m.indexOf("\n" + n + ".") + 1;
        return m.substring(at, m.indexOf('\n', at));
    }

    /** The movetext with main-line move {@code n} replaced. */
    private static String withMove(int n, String replacement) {
        return movetext().replace("\n" + move(n) + "\n", "\n" + replacement + "\n");
    }

    /** An investment Ben can make in move 2 when Anna invested in move 1: "=XX -K". */
    private static String benInvests() {
        var before = TestSeam.state(Replay.of(game).stateBefore(game.mainLine().get(1)));
        var board = game.setup().board();
        var names = BoardNames.of(board);
        int share = 0;
        while (before.handShares(1, share) == 0) share++;
        int card = 0;
        while (before.trackCards(1, card) == 0) card++;
        return "=" + names.company(share) + " -" + names.kindLetter(card);
    }

    private static String header() {
        return text.substring(0, text.indexOf("\n0. ") + 1);
    }

    @Test
    void writesHeaderTagsThenOneTurnPerLine() {
        assertThat(text).startsWith("[UPN \"1\"]\n[Event \"Random game, seed 42\"]\n");
        assertThat(text).contains("[PlayerA \"Anna\"]\n[PlayerB \"Ben\"]\n[PlayerC \"Carl\"]\n");
        assertThat(text).containsPattern("\\[DealA \"[PFMDW] [PFMDW] [PFMDW] \\| \\S+ \\S+ \\S+ \\S+\"\\]");
        assertThat(text).containsPattern("\n\n0\\. =\\S+ =\\S+ =\\S+\n1\\.A \\+[PFMDW] ");
        assertThat(text).containsPattern("\n2\\.B \\+[PFMDW] \\S+ ").containsPattern("\n3\\.C ").containsPattern("\n4\\.A ");
        assertThat(text).contains("^$1").contains("^$4").endsWith("\n*\n");
    }

    @Test
    void moveNumbersAreOptionalAndLettersIgnoreCase() {
        String bare = movetext().replaceAll("(?m)^\\d+\\.[A-F]? ", "");
        assertThat(bare).doesNotContain("1.A");
        assertThat(read(header() + bare).sameContent(game)).isTrue();
        String lower = movetext().replace("+P", "+p").replace(":DEN-", ":den-").replace("1.A ", "1.a ");
        assertThat(read(header() + lower).sameContent(game)).isTrue();
    }

    @Test
    void theKeepAndTheMatchingTrackCardMayBeWrittenOut() {
        int keeps = -1;
        int build = -1;
        for (MoveNode n : game.mainLine()) {
            var steps = n.turn().steps();
            if (keeps < 0 && steps.get(steps.size() - 1) instanceof org.roundhouse.engine.base.BaseMove.Exchange x && x.keeps()) {
                keeps = n.moveNumber();
            }
            if (build < 0 && steps.size() > 1 && steps.get(1) instanceof org.roundhouse.engine.base.BaseMove.Build b
                    && b.card() != game.setup().board().wildKind()) {
                build = n.moveNumber();
            }
        }
        assertThat(keeps).isPositive();
        assertThat(move(keeps)).doesNotContain("<");
        String t = withMove(keeps, move(keeps) + " <-");
        var b = (org.roundhouse.engine.base.BaseMove.Build) game.mainLine().get(build).turn().steps().get(1);
        String token = move(build).split(" ")[2];
        String[] ends = token.substring(token.indexOf(':') + 1).split("-");
        String explicit = token.substring(0, token.indexOf(':') + 1) + ends[1] + "-" + ends[0] + "/"
                + BoardNames.of(game.setup().board()).kindLetter(b.card());
        t = t.replace(move(build), move(build).replace(token, explicit));
        assertThat(t).contains(explicit).contains(" <-\n");
        assertThat(read(header() + t).sameContent(game)).isTrue();
    }

    @Test
    void commentsMarksAndPositionMarksAttachToTheTurnBeforeThem() {
        String t = movetext().replace("\n2.B ", " !? #R:DEN-CAS #g:slc {a {nested\\} \\} and \\\\ and\nnewline}\n2.B ")
                .replace("\n3.C ", "\n{second comment}\n3.C ")
                .replace("\n4.A ", "??\n4.A ");
        GameRecord r = read(header() + "{about the game} #B:NYC\n" + t);
        List<MoveNode> line = r.mainLine();
        assertThat(r.root().comment()).isEqualTo("about the game");
        assertThat(r.root().positionMarks()).containsExactly(new PositionMark("NYC", PositionMark.Colour.BLUE));
        assertThat(line.get(1).mark()).contains(MoveMark.INTERESTING);
        assertThat(line.get(1).positionMarks()).containsExactly(new PositionMark("DEN-CAS", PositionMark.Colour.RED),
                new PositionMark("SLC", PositionMark.Colour.GREEN));
        assertThat(line.get(1).comment()).isEqualTo("a {nested} } and \\ and\nnewline");
        assertThat(line.get(2).comment()).isEqualTo("second comment");
        assertThat(line.get(3).mark()).contains(MoveMark.BLUNDER);
    }

    @Test
    void variationsNestAndACommentBeforeTheirFirstMoveBelongsToIt() {
        String draw = move(1).split(" ")[1];
        String[] hand = text.substring(text.indexOf("[DealA \"") + 8).split("\\|")[1].trim().split("[ \"]");
        String discard = "-" + text.substring(text.indexOf("[DealA \"") + 8, text.indexOf("[DealA \"") + 9);
        String second = hand[0].equals(hand[1]) ? hand[2] : hand[1];
        String v = " ( {instead} 1.A " + draw + " =" + hand[0] + "," + second + " " + discard
                + " ( 1.A " + draw + " =" + hand[0] + " " + discard + " ) " + "2.B " + move(2).split(" ")[1] + " " + benInvests() + " )";
        GameRecord r = read(header() + movetext().replace("\n2.B ", "\n" + v + "\n2.B "));
        MoveNode first = r.mainLine().get(1);
        MoveNode root = r.mainLine().get(0);
        assertThat(root.children()).hasSize(3);
        MoveNode alt = root.children().get(1);
        assertThat(alt.comment()).isEqualTo("instead");
        assertThat(alt.children()).hasSize(1);
        assertThat(root.children().get(2).turn().steps()).hasSize(3);
        assertThat(alt.children().get(0).moveNumber()).isEqualTo(2);
        assertThat(first.isMainLine()).isTrue();
        assertThat(alt.isMainLine()).isFalse();
    }

    @Test
    void syntaxErrorsNameTheLineAndKeepTheMovesBefore() {
        String t = header() + withMove(5, "5.B xyz " + move(5).substring(4));
        int line = (int) t.substring(0, t.indexOf("xyz")).chars().filter(c -> c == '\n').count() + 1;
        LoadResult r = RecordLoader.readNotation(t, "t.upn");
        assertThat(r.error().orElseThrow().toString()).startsWith("t.upn:" + line + ": move 5 (" + r.record().orElseThrow().setup().players().get(1) + "): 'xyz' is not a move");
        assertThat(r.record().orElseThrow().mainLine()).hasSize(5);
    }

    @Test
    void malformedMovetextGivesClearMessages() {
        String h = header();
        String m = movetext();
        assertThat(error(h + m.replace("\n*\n", "\n")).reason()).contains("without the end marker '*'");
        assertThat(error(h + m + "3.A").reason()).isEqualTo("text after the end marker '*'");
        assertThat(error(h + m.replace("\n7.A", "\n{unclosed\n7.A")).reason()).isEqualTo("the comment opened here is not closed with '}'");
        assertThat(error(h + m.replace("\n7.A", "\n(" + move(6) + "\n7.A")).reason()).contains("variation opened on line");
        assertThat(error(h + m.replace("\n7.A", "\n)7.A")).reason()).isEqualTo("')' without a variation to close");
        assertThat(error(h + m.replace("\n7.A", "\n()7.A")).reason()).isEqualTo("empty variation");
        assertThat(error(h + m.replace("\n7.A", "\n}7.A")).reason()).isEqualTo("'}' without a comment to close");
        assertThat(error(h + m.replace("\n7.A", "\n7.B")).reason()).isEqualTo("move 7 is seat A's turn (Anna), not seat B's");
        assertThat(error(h + m.replace("\n7.A", "\n8.A")).reason()).isEqualTo("move 8 where move 7 was expected");
        assertThat(error(h + m.replace("\n7.A", "\n99999999999.A")).reason()).contains("is not a move number");
        assertThat(error(h + m.replace("\n7.A", "\n9999999.A")).reason()).contains("absurdly high");
        assertThat(error(h + m.replace("\n7.A", "\n7.A =99999DM")).reason()).contains("absurd number of shares");
        assertThat(error(h + m.replace("\n7.A", "\n7.A ^$12")).reason()).contains("a dividend card is written ^$ or ^$1 .. ^$9");
        assertThat(error(h + m.replace("\n7.A", "\n7.A !!!")).reason()).contains("is not a move mark");
        assertThat(error(h + m.replace("\n7.A", "\n[Event \"x\"]\n7.A")).reason()).contains("tags belong at the top");
        assertThat(error(h + m.replace("\n7.A", "\n#R:XYZ 7.A")).reason()).contains("'XYZ' is neither a city nor a section");
        assertThat(error(h + m.replace("\n7.A +", "\n7.A +Q +")).reason()).contains("'Q' is not a track card letter");
        assertThat(error(h + m.replace("\n7.A", "\n7.A DM:DEN-XXX")).reason()).contains("DEN-XXX is not a section");
        StringBuilder deep = new StringBuilder(h + "0. =UP =BNL =UMR ");
        for (int i = 0; i < 200; i++) deep.append("(0. =UP =BNL =UMR ");
        assertThat(error(deep.toString()).reason()).isEqualTo("variations are nested deeper than " + RecordLimits.MAX_VARIATION_DEPTH);
        assertThat(error(h + m.replace("\n7.A", "\n7.A " + "x".repeat(300))).reason()).contains("is too long for a move");
        assertThat(error(h + m.replace("\n7.A", "\n7.A #G:SLC" + " #G:SLC".repeat(RecordLimits.MAX_POSITION_MARKS))).reason())
                .isEqualTo("more than 1000 position marks on one position");
    }

    @Test
    void malformedHeadersGiveClearMessages() {
        String m = movetext();
        assertThat(error("[Foo \"bar\"]\n" + text).reason()).startsWith("unknown tag [Foo]");
        assertThat(error("[Event \"a\"]\n" + text).reason()).isEqualTo("tag [Event] appears twice");
        assertThat(error(text.replace("[UPN \"1\"]", "[UPN \"4\"]")).reason())
                .isEqualTo("this is notation version 4; this Roundhouse reads versions 1 to 3");
        assertThat(error(text.replace("[Board \"union-pacific\"]", "[Board \"mars\"]")).reason()).startsWith("unknown board 'mars'");
        assertThat(error(text.replace("[Recipe \"standard\"]", "[Recipe \"nope\"]")).reason()).startsWith("unknown deck recipe 'nope'");
        assertThat(error(text.replace("[TwoPlayerRules \"yes\"]", "[TwoPlayerRules \"maybe\"]")).reason()).contains("\"yes\" or \"no\"");
        assertThat(error(text.replace("[Event \"Random game, seed 42\"]", "[Event \"unclosed]")).reason()).contains("runs past the end of the line");
        assertThat(error(text.replace("[Event \"Random game, seed 42\"]", "[Event \"" + "x".repeat(RecordLimits.MAX_TAG_CHARS + 1) + "\"]")).reason())
                .isEqualTo("the value of tag [Event] is longer than 10000 characters");
        assertThat(error(text.replace("[PlayerB \"Ben\"]\n", "")).reason()).contains("[PlayerC] without [PlayerB]");
        assertThat(error(text.replaceAll("\\[DealC [^\\n]*\\n", "")).reason()).contains("[DealC \"tracks | shares\"] is missing");
        assertThat(error(text.replaceFirst("\\[DealA \"", "[DealA \"Q ")).reason()).contains("'Q' is not a track card letter");
        assertThat(error(text.replaceFirst("\\[Display \"", "[Display \"ZZ ")).reason()).contains("'ZZ' is not a company");
        assertThat(error("").reason()).contains("fewer than two players");
        assertThat(error(m).reason()).contains("fewer than two players");
        assertThat(RecordLoader.readNotation(text.replaceFirst("\\[ShareDeck \"(\\S+) ", "[ShareDeck \""), "t.upn")
                .error().orElseThrow().reason()).startsWith("the share deck order lists");
    }

    @Test
    void aStepOutOfPlaceIsNamedWithWhatTheTurnWasDoing() {
        String text = header() + movetext();
        java.util.regex.Matcher take = java.util.regex.Pattern.compile(">\\* \\^").matcher(text);
        assertThat(take.find()).as("a take from the deck in the fixture").isTrue();
        String wrong = text.substring(0, take.start()) + ">* <ESL ^" + text.substring(take.end());
        LoadError e = RecordLoader.readNotation(wrong, "o.upn").error().orElseThrow();
        assertThat(e.reason()).isEqualTo("an exchange (<) cannot come here: a card is being turned up from the share deck");
    }

    @Test
    void aSetupErrorNamesTheLineOfTheTagItIsAbout() {
        String text = header() + movetext();
        String badRecipe = text.contains("[Recipe \"") ? text.replaceFirst("\\[Recipe \"[^\"]*\"\\]", "[Recipe \"nope\"]")
                : text.replaceFirst("\\[PlayerA ", "[Recipe \"nope\"]\n[PlayerA ");
        LoadError recipe = RecordLoader.readNotation(badRecipe, "r.upn").error().orElseThrow();
        assertThat(recipe.reason()).startsWith("unknown deck recipe 'nope'");
        assertThat(recipe.line()).isEqualTo(lineOf(badRecipe, "[Recipe "));
        String badDeal = text.replaceFirst("\\[DealB \"[^|]*\\|", "[DealB \"P P P P |");
        LoadError deal = RecordLoader.readNotation(badDeal, "d.upn").error().orElseThrow();
        assertThat(deal.reason()).isEqualTo("seat 2 is dealt 4 track cards, not 3");
        assertThat(deal.line()).isEqualTo(lineOf(badDeal, "[DealB "));
    }

    private static int lineOf(String text, String start) {
        return text.substring(0, text.indexOf(start)).split("\n", -1).length;
    }

    @Test
    void aTagValueEndsWithItsLineEvenAfterABackslash() {
        LoadError e = RecordLoader.readNotation("[UPN \"2\"]\n[Event \"a\\\n b\"]\n" + header().substring(header().indexOf('\n') + 1)
                + movetext(), "t.upn").error().orElseThrow();
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.reason()).isEqualTo("the value of tag [Event] runs past the end of the line");
    }

    @Test
    void commentsInARowMakeOneCommentHeldToTheSameLimit() {
        String twoThousand = "{x}".repeat(2_000);
        GameRecord ok = read(header() + twoThousand + "\n" + movetext());
        assertThat(ok.root().comment()).hasSize(2_000 * 3 - 2).startsWith("x\n\nx");
        LoadError e = RecordLoader.readNotation(header() + "{x}".repeat(40_000) + "\n" + movetext(), "m.upn").error().orElseThrow();
        assertThat(e.reason()).isEqualTo("the comments here come to more than " + RecordLimits.MAX_COMMENT_CHARS + " characters");
    }

    @Test
    void encodingsAndSizesAreChecked() {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        assertThat(RecordLoader.read(utf8, "t.upn", RecordFormat.NOTATION).isOk()).isTrue();
        byte[] bom = new byte[utf8.length + 3];
        bom[0] = (byte) 0xEF;
        bom[1] = (byte) 0xBB;
        bom[2] = (byte) 0xBF;
        System.arraycopy(utf8, 0, bom, 3, utf8.length);
        assertThat(RecordLoader.read(bom, "t.upn", RecordFormat.NOTATION).isOk()).isTrue();
        assertThat(RecordLoader.read(text.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8), "t.upn", RecordFormat.NOTATION)
                .isOk()).isTrue();

        byte[] latin1 = text.replace("Anna", "Zoë").getBytes(StandardCharsets.ISO_8859_1);
        LoadError e = RecordLoader.read(latin1, "t.upn", RecordFormat.NOTATION).error().orElseThrow();
        assertThat(e.reason()).startsWith("the file is not UTF-8 text");
        assertThat(e.line()).isEqualTo(text.substring(0, text.indexOf("Anna")).split("\n", -1).length);
        assertThat(RecordLoader.read(text.getBytes(StandardCharsets.UTF_16), "t.upn", RecordFormat.NOTATION).error()
                .orElseThrow().reason()).isEqualTo("the file is UTF-16 text; save it as UTF-8");
        assertThat(RecordLoader.read(new byte[] {'[', 0, 1, 2}, "t.upn", RecordFormat.NOTATION).error().orElseThrow()
                .reason()).contains("binary data");
        byte[] huge = new byte[(int) RecordLimits.MAX_FILE_BYTES + 1];
        assertThat(RecordLoader.read(huge, "t.upn", RecordFormat.NOTATION).error().orElseThrow().reason())
                .startsWith("the file is too large");
    }

    @Test
    void aTurnMayBeUnfinishedOnlyAtTheEndOfALine() {
        String m = movetext();
        int end = m.indexOf("\n30.C");
        String draw = move(30).split(" ")[1];
        GameRecord r = read(header() + m.substring(0, end) + "\n30.C " + draw + "\n*\n");
        assertThat(Replay.of(r).isComplete(r.mainLineEnd())).isFalse();
        assertThat(TestSeam.state(Replay.of(r).finalState()).phase()).isEqualTo(org.roundhouse.engine.base.Phase.ACTION);
        assertThat(RecordSaver.write(r, RecordFormat.NOTATION)).contains("\n30.C " + draw + "\n*\n");
        LoadError e = error(header() + withMove(30, "30.C " + draw));
        assertThat(e.moveNumber()).as("the move that left the step out").isEqualTo(30);
        assertThat(e.reason()).isEqualTo("the turn is unfinished: a build, an investment or a pass is missing before move 31");
        LoadResult partial = RecordLoader.readNotation(header() + withMove(30, "30.C " + draw), "t.upn");
        assertThat(partial.record().orElseThrow().mainLineEnd().moveNumber()).as("valid up to the move before").isEqualTo(29);
    }
}
