# Lo que hace cada nivel de bot, dicho en la ayuda del menú de preparación para un asiento de bot.
level-about-easy = Fácil juega como quien empieza: cualquier carta que sirva, los Comodines al final, a menudo deja pasar la ocasión de sorprender a alguien o de interceptar, a veces olvida decir UNO, desafía un Comodín Roba cuatro por corazonada y reacciona despacio.
level-about-normal = Normal sopesa cada carta que podría jugar, vigila a quien está a punto de quedarse sin cartas, siempre dice UNO, solo desafía un Comodín Roba cuatro cuando lo que ha visto hace probable un farol y reacciona a un ritmo corriente.
level-about-hard = Difícil cuenta cada carta, deduce lo que le falta a cada jugador y lo que delatan sus jugadas, juega cada opción en muchos repartos posibles de las cartas que no ve con las reglas de la mesa, juega de farol cuando compensa y reacciona rápido, como un jugador avispado.
personality-by-the-rules = juega con una regla fija
